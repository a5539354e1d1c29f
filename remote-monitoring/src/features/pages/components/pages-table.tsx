import type { Page } from '@vigil/contract';
import { Link, Table } from '@vigil/shared';
import { Link as RouterLink } from 'react-router';
import { ScoreText } from '../../../components/score-text';
import { TestStatusBadge } from '../../../components/test-status-badge';
import { paths } from '../../../paths';
import { lastScannedText } from './last-scanned';

/** A site's pages; scrolls sideways on a phone rather than squeezing the URLs. */
export function PagesTable({ pages, dimmed }: { pages: Page[]; dimmed: boolean }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" opacity={dimmed ? 0.6 : 1}>
      <Table.Root size="sm" minW="32rem" aria-label="Pages">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>URL</Table.ColumnHeader>
            <Table.ColumnHeader>Latest score</Table.ColumnHeader>
            <Table.ColumnHeader>Latest test</Table.ColumnHeader>
            <Table.ColumnHeader>Last scanned</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {pages.map((page) => (
            <Table.Row key={page.id}>
              <Table.Cell minW="12rem" whiteSpace="normal" overflowWrap="anywhere">
                <Link asChild color="fg">
                  <RouterLink to={paths.page(page.id)}>{page.page_url}</RouterLink>
                </Link>
              </Table.Cell>
              <Table.Cell>
                <ScoreText score={page.info.latest_scan?.score} />
              </Table.Cell>
              <Table.Cell>
                <TestStatusBadge test={page.info.latest_test} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap" color="fg.muted">
                {lastScannedText(page.info.latest_scan)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
