import type { Issue } from '@vigil/contract';
import { paths } from '../../../paths';

type IssueObject = NonNullable<Issue['trigger']>;

/** The screen of an issue's trigger or affected object; null for kinds without a screen yet. */
export function objectPath({ type, id }: IssueObject): string | null {
  switch (type) {
    case 'site':
      return paths.site(id);
    case 'page':
      return paths.page(id);
    case 'scan':
      return paths.scan(id);
    case 'test':
      return paths.test(id);
    case 'case':
      return paths.case(id);
    default:
      return null;
  }
}

const NAMES: Record<IssueObject['type'], string> = {
  site: 'Site',
  page: 'Page',
  scan: 'Scan',
  test: 'Test',
  case: 'Case',
  caserun: 'Case run',
  monitor: 'Monitor',
};
export const objectName = (type: IssueObject['type']) => NAMES[type];
