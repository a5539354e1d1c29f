import type { Case } from '@vigil/contract';
import { HStack, Text } from '@vigil/shared';
import type { Column } from '../../../components/list/columns';
import { DataTable } from '../../../components/list/data-table';
import { linkColumn } from '../../../components/list/row-link';
import { ManagedByCodeBadge } from '../../../components/managed-by-code-badge';
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
  const siteOf = ({ site }: Case) => (site === null ? 'No site' : (siteUrlOf(site) ?? '…'));
  const columns: Column<Case>[] = [
    linkColumn('Case', '14rem', (it) => ({ to: paths.case(it.id), text: it.title })),
    { header: 'Site', minWidth: '10rem', cell: (it) => <Text color="fg.muted">{siteOf(it)}</Text> },
    {
      header: 'Type',
      cell: (it) => (
        <HStack gap="2">
          <CaseTypeBadge type={it.type} />
          <ManagedByCodeBadge managedBy={it.managed_by} />
        </HStack>
      ),
    },
    {
      header: 'Steps',
      align: 'end',
      nowrap: true,
      numeric: true,
      cell: (it) => stepCount(it.steps.length),
    },
  ];
  return <DataTable label="Cases" minWidth="36rem" columns={columns} rows={cases} />;
}
