import type { Page } from '@vigil/contract';
import { Link } from '@vigil/shared';
import { Link as RouterLink } from 'react-router';
import type { Column } from '../../../components/list/columns';
import { DataTable } from '../../../components/list/data-table';
import { ScoreText } from '../../../components/score-text';
import { TestStatusBadge } from '../../../components/test-status-badge';
import { paths } from '../../../paths';
import { lastScannedText } from './last-scanned';

const COLUMNS: Column<Page>[] = [
  {
    header: 'URL',
    minWidth: '12rem',
    cell: (page) => (
      <Link asChild color="fg">
        <RouterLink to={paths.page(page.id)}>{page.page_url}</RouterLink>
      </Link>
    ),
  },
  { header: 'Latest score', cell: (page) => <ScoreText score={page.info.latest_scan?.score} /> },
  { header: 'Latest test', cell: (page) => <TestStatusBadge test={page.info.latest_test} /> },
  {
    header: 'Last scanned',
    nowrap: true,
    muted: true,
    cell: (page) => lastScannedText(page.info.latest_scan),
  },
];

/** A site's pages; scrolls sideways on a phone rather than squeezing the URLs. */
export function PagesTable({ pages }: { pages: Page[] }) {
  return (
    <DataTable
      label="Pages"
      columns={COLUMNS}
      rows={pages}
      rowKey={(page) => page.id}
      minWidth="32rem"
    />
  );
}
