import type { ApiLog } from '@vigil/contract';
import { Box, IconButton, Table, Text } from '@vigil/shared';
import { formatTime } from '../../../lib/format-time';
import { MethodBadge, StatusBadge } from './http-badges';
import { LogPayloads } from './log-payloads';

const COLUMNS = 6;

export interface LogRowProps {
  log: ApiLog;
  open: boolean;
  onToggle: () => void;
}

/** One logged request; opened, a second row under it shows the request and response. */
export function LogRow({ log, open, onToggle }: LogRowProps) {
  const detailsId = `api-log-${log.id}`;
  return (
    <>
      <Table.Row>
        <Table.Cell w="1" pe="0">
          <IconButton
            size="xs"
            variant="ghost"
            aria-label="Show request and response"
            aria-expanded={open}
            aria-controls={open ? detailsId : undefined}
            onClick={onToggle}
          >
            <Text as="span" aria-hidden="true" transform={open ? 'rotate(90deg)' : undefined}>
              ▸
            </Text>
          </IconButton>
        </Table.Cell>
        <Table.Cell whiteSpace="nowrap" color="fg.muted">
          <time dateTime={log.time_created}>{formatTime(log.time_created)}</time>
        </Table.Cell>
        <Table.Cell>
          <MethodBadge method={log.method} />
        </Table.Cell>
        <Table.Cell minW="16rem" whiteSpace="normal" overflowWrap="anywhere" fontFamily="mono">
          {log.path}
        </Table.Cell>
        <Table.Cell>
          <StatusBadge status={log.status} />
        </Table.Cell>
        <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
          {log.duration_ms} ms
        </Table.Cell>
      </Table.Row>
      {open && (
        <Table.Row id={detailsId} bg="bg.subtle">
          <Table.Cell colSpan={COLUMNS}>
            {/* Zero width, full cell: long payload lines scroll in their box, never widen the table. */}
            <Box w="0" minW="full">
              <LogPayloads id={log.id} />
            </Box>
          </Table.Cell>
        </Table.Row>
      )}
    </>
  );
}
