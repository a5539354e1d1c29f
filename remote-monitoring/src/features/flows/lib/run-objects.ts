import type { FlowRunObject } from '@vigil/contract';
import { paths } from '../../../paths';

const NAMES: Record<FlowRunObject['type'], string> = {
  scan: 'Scan',
  test: 'Test',
  caserun: 'Case run',
  issue: 'Issue',
  delivery: 'Delivery',
};

/** Where an object a node made is shown; a delivery (an email, a webhook call) has no screen. */
export function objectHref(object: FlowRunObject): string | null {
  switch (object.type) {
    case 'scan':
      return paths.scan(object.id);
    case 'test':
      return paths.test(object.id);
    case 'caserun':
      return paths.caseRun(object.id);
    case 'issue':
      return paths.issue(object.id);
    case 'delivery':
      return null;
  }
}

/** "Scan (passed)", for the link's text. */
export const objectLabel = (object: FlowRunObject) => `${NAMES[object.type]} (${object.status})`;
