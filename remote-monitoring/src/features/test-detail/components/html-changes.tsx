import type { TestDeltas } from '@vigil/contract';
import { Button, Grid, Stack, Text } from '@vigil/shared';
import { useState } from 'react';

type Html = NonNullable<TestDeltas['html']>;

/** Changed nodes shown before "Show all": enough to see the pattern without a wall of markup. */
const FIRST = 20;

const Code = ({ children, color }: { children: string | null; color?: string }) => (
  <Text fontFamily="mono" fontSize="sm" wordBreak="break-all" color={color ?? 'fg'}>
    {children ?? '—'}
  </Text>
);

/** A collapsed run of unchanged nodes: counted, not shown. */
const Unchanged = ({ count }: { count: number }) => (
  <Text as="li" listStyleType="none" fontSize="sm" color="fg.muted" textAlign="center" py="1">
    ⋯ {count} unchanged {count === 1 ? 'node' : 'nodes'} collapsed ⋯
  </Text>
);

/**
 * The structural diff side by side, before | after (stacked on a phone): changed, added and
 * removed nodes, the unchanged ones collapsed into a count.
 */
export function HtmlChanges({ html }: { html: Html }) {
  const [all, setAll] = useState(false);
  const rows = [
    ...html.changed.map((c) => ({ ...c, kind: 'changed' })),
    ...html.added.map((c) => ({ ...c, kind: 'added' })),
    ...html.removed.map((c) => ({ ...c, kind: 'removed' })),
  ];
  const shown = all ? rows : rows.slice(0, FIRST);
  const unchanged = Math.max(0, html.nodes_pre - html.removed_count - html.changed_count);
  const unlisted = html.added_count + html.removed_count + html.changed_count - rows.length;
  return (
    <Stack gap="3">
      <Text>
        {html.added_count} added, {html.removed_count} removed, {html.changed_count} changed of{' '}
        {html.nodes_pre} → {html.nodes_post} nodes (nonces, tokens, build hashes and times ignored).
      </Text>
      <Grid
        templateColumns="1fr 1fr"
        gap="2"
        display={{ base: 'none', md: 'grid' }}
        fontWeight="semibold"
        aria-hidden="true"
      >
        <Text>Before</Text>
        <Text>After</Text>
      </Grid>
      <Stack as="ul" aria-label="HTML changes" gap="3">
        {unchanged > 0 && <Unchanged count={unchanged} />}
        {shown.map((row, index) => (
          <Stack as="li" key={index} listStyleType="none" gap="1" borderTopWidth="1px" pt="2">
            <Text fontSize="xs" color="fg.muted">
              {row.kind} · {row.path}
            </Text>
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="2">
              <Code color="fg.error">{row.before}</Code>
              <Code color="fg.success">{row.after}</Code>
            </Grid>
          </Stack>
        ))}
      </Stack>
      {rows.length > FIRST && (
        <Button alignSelf="start" size="sm" variant="outline" onClick={() => setAll(!all)}>
          {all ? `Show the first ${FIRST}` : `Show all ${rows.length} changes`}
        </Button>
      )}
      {unlisted > 0 && (
        <Text fontSize="sm" color="fg.muted">
          {unlisted} more changes are counted but not listed.
        </Text>
      )}
    </Stack>
  );
}
