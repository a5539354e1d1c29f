import type { FlowRunObject } from '@vigil/contract';
import { paths } from '../../../paths';

const NAMES: Record<FlowRunObject['type'], string> = {
  scan: 'Scan',
  test: 'Test',
  caserun: 'Case run',
  flowrun: 'Flow run',
  migration: 'Site migration',
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
    case 'flowrun':
      return paths.flowRun(object.id);
    case 'issue':
      return paths.issue(object.id);
    // A migration's screen is its site's (the object does not name the site).
    case 'migration':
    case 'delivery':
      return null;
  }
}

/**
 * Each object's link text: "Test (passed)", or "Scan 2 (passed)" when a node made several of a
 * kind (a scan per page), so no two links to different screens read the same.
 */
export function objectLabels(objects: readonly FlowRunObject[]): string[] {
  return objects.map((object, index) => {
    const sameKind = objects.filter((it) => it.type === object.type);
    const number =
      sameKind.length > 1
        ? ` ${objects.slice(0, index + 1).filter((it) => it.type === object.type).length}`
        : '';
    return `${NAMES[object.type]}${number} (${object.status})`;
  });
}
