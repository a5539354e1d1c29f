import type { Issue } from '@vigil/contract';
import { Badge, Checkbox, HStack, Link, Table, Text } from '@vigil/shared';
import { Link as RouterLink } from 'react-router';
import { formatTime } from '../../../lib/format-time';
import { paths } from '../../../paths';

export interface IssuesTableProps {
  issues: Issue[];
  /** Rows can be ticked for "Close selected" (open issues only). */
  selectable: boolean;
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: Set<string>) => void;
  dimmed: boolean;
}

/** One page of issues; scrolls sideways on a phone rather than squeezing the titles. */
export function IssuesTable({
  issues,
  selectable,
  selected,
  onSelectedChange,
  dimmed,
}: IssuesTableProps) {
  const allTicked = issues.length > 0 && issues.every((issue) => selected.has(issue.id));
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onSelectedChange(next);
  };
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" opacity={dimmed ? 0.6 : 1}>
      <Table.Root size="sm" minW="32rem" aria-label="Issues">
        <Table.Header>
          <Table.Row>
            {selectable && (
              <Table.ColumnHeader w="10">
                <Checkbox.Root
                  checked={allTicked}
                  onCheckedChange={(change) =>
                    onSelectedChange(
                      change.checked === true
                        ? new Set(issues.map((issue) => issue.id))
                        : new Set(),
                    )
                  }
                >
                  <Checkbox.HiddenInput aria-label="Select all on this page" />
                  <Checkbox.Control />
                </Checkbox.Root>
              </Table.ColumnHeader>
            )}
            <Table.ColumnHeader>Issue</Table.ColumnHeader>
            <Table.ColumnHeader>Labels</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Opened</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {issues.map((issue) => (
            <Table.Row key={issue.id}>
              {selectable && (
                <Table.Cell>
                  <Checkbox.Root
                    checked={selected.has(issue.id)}
                    onCheckedChange={(change) => toggle(issue.id, change.checked === true)}
                  >
                    <Checkbox.HiddenInput aria-label={`Select ${issue.title}`} />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Table.Cell>
              )}
              <Table.Cell minW="14rem" whiteSpace="normal" overflowWrap="anywhere">
                <Link asChild color="fg" fontWeight="medium">
                  <RouterLink to={paths.issue(issue.id)}>{issue.title}</RouterLink>
                </Link>
                {issue.affected && (
                  <Text color="fg.muted" fontSize="xs">
                    {issue.affected.str}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell>
                <HStack gap="1" wrap="wrap">
                  {issue.labels.map((label) => (
                    <Badge key={label} variant="outline">
                      {label}
                    </Badge>
                  ))}
                </HStack>
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap" color="fg.muted">
                {formatTime(issue.time_created)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
