import type { Scan } from '@vigil/contract';
import { Badge, HStack, Stack, Text } from '@vigil/shared';
import { InlineCodeText } from '../../../components/inline-code-text';
import { scorePalette } from '../scan-status';

type Lighthouse = NonNullable<Scan['lighthouse']>;

/** Lighthouse's audits that lost points (audit scores are 0-1; shown as 0-100). */
export function FailingAudits({ lighthouse }: { lighthouse: Scan['lighthouse'] }) {
  if (!lighthouse || lighthouse.status === 'not_run') {
    return (
      <Text color="fg.muted">
        Lighthouse was not run for this scan{lighthouse?.error ? `: ${lighthouse.error}` : '.'}
      </Text>
    );
  }
  if (lighthouse.status === 'not_sampled') {
    return (
      <Text color="fg.muted">
        Lighthouse: not sampled. Another page of the same template was measured instead.
      </Text>
    );
  }
  if (lighthouse.status === 'failed') {
    return (
      <Text color="fg.error">
        Lighthouse failed{lighthouse.error ? `: ${lighthouse.error}` : '.'}
      </Text>
    );
  }
  if (lighthouse.audits.length === 0) return <Text color="fg.muted">No failing audits.</Text>;
  return (
    <Stack as="ul" aria-label="Failing audits" gap="2">
      {lighthouse.audits.map((audit) => (
        <AuditItem key={audit.id} audit={audit} />
      ))}
    </Stack>
  );
}

function AuditItem({ audit }: { audit: Lighthouse['audits'][number] }) {
  const score = audit.score === null ? null : Math.round(audit.score * 100);
  return (
    <HStack as="li" listStyleType="none" justify="space-between" gap="3" align="start">
      <Stack gap="0" minW="0">
        <InlineCodeText text={audit.title} />
        {audit.display_value && (
          <Text fontSize="sm" color="fg.muted">
            {audit.display_value}
          </Text>
        )}
      </Stack>
      {score !== null && (
        <Badge variant="subtle" colorPalette={scorePalette(score)} flexShrink="0">
          {score}
        </Badge>
      )}
    </HStack>
  );
}
