import type { Case } from '@vigil/contract';
import { Link, Text } from '@vigil/shared';
import { Link as RouterLink } from 'react-router';
import type { Column } from '../../../components/list/columns';
import { DataTable } from '../../../components/list/data-table';
import { paths } from '../../../paths';
import { stepCount } from '../lib/step-count';
import { CaseTypeBadge } from './case-type-badge';

export interface CasesTableProps {
  cases: Case[];
  /** The URL of a site id, or null while the sites load or for a site no longer listed. */
  siteUrlOf: (siteId: string) => string | null;
}

/** The cases of one list page; scrolls sideways on a phone rather than squeezing the titles. */
export function CasesTable({ cases, siteUrlOf }: CasesTableProps) {
  const columns: Column<Case>[] = [
    {
      header: 'Case',
      minWidth: '14rem',
      cell: (testCase) => (
        <Link asChild color="fg" fontWeight="medium">
          <RouterLink to={paths.case(testCase.id)}>{testCase.title}</RouterLink>
        </Link>
      ),
    },
    {
      header: 'Site',
      minWidth: '10rem',
      cell: (testCase) => (
        <Text color="fg.muted">
          {testCase.site === null ? 'No site' : (siteUrlOf(testCase.site) ?? '…')}
        </Text>
      ),
    },
    { header: 'Type', cell: (testCase) => <CaseTypeBadge type={testCase.type} /> },
    {
      header: 'Steps',
      align: 'end',
      nowrap: true,
      numeric: true,
      cell: (testCase) => stepCount(testCase.steps.length),
    },
  ];
  return (
    <DataTable
      label="Cases"
      columns={columns}
      rows={cases}
      rowKey={(testCase) => testCase.id}
      minWidth="36rem"
    />
  );
}
