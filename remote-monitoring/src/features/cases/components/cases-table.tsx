import type { Case } from '@vigil/contract';
import { Link, Table, Text } from '@vigil/shared';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../paths';
import { CaseTypeBadge } from './case-type-badge';
import { stepCount } from '../lib/step-count';

export interface CasesTableProps {
  cases: Case[];
  /** The URL of a site id, or null while the sites load or for a site no longer listed. */
  siteUrlOf: (siteId: string) => string | null;
  dimmed: boolean;
}

/** The cases of one list page; scrolls sideways on a phone rather than squeezing the titles. */
export function CasesTable({ cases, siteUrlOf, dimmed }: CasesTableProps) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" opacity={dimmed ? 0.6 : 1}>
      <Table.Root size="sm" minW="36rem" aria-label="Cases">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Case</Table.ColumnHeader>
            <Table.ColumnHeader>Site</Table.ColumnHeader>
            <Table.ColumnHeader>Type</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Steps</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {cases.map((testCase) => (
            <Table.Row key={testCase.id}>
              <Table.Cell minW="14rem" whiteSpace="normal" overflowWrap="anywhere">
                <Link asChild color="fg" fontWeight="medium">
                  <RouterLink to={paths.case(testCase.id)}>{testCase.title}</RouterLink>
                </Link>
              </Table.Cell>
              <Table.Cell minW="10rem" whiteSpace="normal" overflowWrap="anywhere">
                <Text color="fg.muted">
                  {testCase.site === null ? 'No site' : (siteUrlOf(testCase.site) ?? '…')}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <CaseTypeBadge type={testCase.type} />
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                {stepCount(testCase.steps.length)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
