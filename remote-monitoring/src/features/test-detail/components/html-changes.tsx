import type { TestDeltas } from '@vigil/contract';
import { Grid, Stack, Text } from '@vigil/shared';

type Html = NonNullable<TestDeltas['html']>;

const Code = ({ children, color }: { children: string | null; color?: string }) => (
  <Text fontFamily="mono" fontSize="sm" wordBreak="break-all" color={color ?? 'fg'}>
    {children ?? '—'}
  </Text>
);

/** Changed nodes before and after side by side (stacked on a phone), then added and removed. */
export function HtmlChanges({ html }: { html: Html }) {
  const rows = [
    ...html.changed.map((c) => ({ ...c, kind: 'changed' })),
    ...html.added.map((c) => ({ ...c, kind: 'added' })),
    ...html.removed.map((c) => ({ ...c, kind: 'removed' })),
  ];
  return (
    <Stack gap="3">
      <Text>
        {html.added_count} added, {html.removed_count} removed, {html.changed_count} changed of{' '}
        {html.nodes_pre} → {html.nodes_post} nodes (nonces, tokens, build hashes and times ignored).
      </Text>
      <Stack as="ul" aria-label="HTML changes" gap="3">
        {rows.map((row, index) => (
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
    </Stack>
  );
}
