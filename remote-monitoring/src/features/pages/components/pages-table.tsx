import type { Page } from '@vigil/contract';
import { DataTable, type TableSpec } from '../../../components/list/data-table';
import { linkColumn } from '../../../components/list/row-link';
import { ScoreText } from '../../../components/score-text';
import { TestStatusBadge } from '../../../components/test-status-badge';
import { paths } from '../../../paths';
import { lastScannedText } from './last-scanned';
import { PageThumbnail } from './page-thumbnail';

const PAGES_TABLE: TableSpec<Page> = {
  label: 'Pages',
  minWidth: '36rem',
  columns: [
    {
      header: 'Screenshot',
      cell: (page) => (
        <PageThumbnail
          image={page.info.latest_scan?.thumbnail ?? null}
          alt={`Screenshot of ${page.page_url}`}
        />
      ),
    },
    linkColumn('URL', '12rem', (page) => ({ to: paths.page(page.id), text: page.page_url }), 'url'),
    { header: 'Latest score', cell: (page) => <ScoreText score={page.info.latest_scan?.score} /> },
    { header: 'Latest test', cell: (page) => <TestStatusBadge test={page.info.latest_test} /> },
    {
      header: 'Last scanned',
      nowrap: true,
      muted: true,
      cell: (page) => lastScannedText(page.info.latest_scan),
    },
  ],
};

/** A site's pages; scrolls sideways on a phone rather than squeezing the URLs. */
export function PagesTable({ pages }: { pages: Page[] }) {
  return <DataTable {...PAGES_TABLE} rows={pages} />;
}
