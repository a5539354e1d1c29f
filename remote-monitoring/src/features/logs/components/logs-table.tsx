import type { ApiLog } from '@vigil/contract';
import { Table, Text } from '@vigil/shared';
import { useState } from 'react';
import { LogRow } from './log-row';

export interface LogsTableProps {
  logs: ApiLog[];
  dimmed: boolean;
}

/** One page of the log; scrolls sideways on a phone rather than squeezing the paths. */
export function LogsTable({ logs, dimmed }: LogsTableProps) {
  // Several rows may be open at once, to compare two calls.
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" opacity={dimmed ? 0.6 : 1}>
      <Table.Root size="sm" minW="44rem" aria-label="API requests">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>
              <Text as="span" srOnly>
                Details
              </Text>
            </Table.ColumnHeader>
            <Table.ColumnHeader>Time</Table.ColumnHeader>
            <Table.ColumnHeader>Method</Table.ColumnHeader>
            <Table.ColumnHeader>Path</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Duration</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {logs.map((log) => (
            <LogRow
              key={log.id}
              log={log}
              open={openIds.has(log.id)}
              onToggle={() => toggle(log.id)}
            />
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
