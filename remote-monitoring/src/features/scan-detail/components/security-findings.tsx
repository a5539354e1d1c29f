import type { Scan } from '@vigil/contract';
import { Badge, HStack, SimpleGrid, Stack, Text } from '@vigil/shared';
import { scorePalette } from '../scan-status';

type Security = NonNullable<Scan['security']>;

const GROUP_LABEL: Record<Security['audits'][number]['group'], string> = {
  headers: 'Headers',
  https: 'HTTPS',
  cookies: 'Cookies',
  mixed_content: 'Mixed content',
};
const GROUPS = Object.keys(GROUP_LABEL) as (keyof typeof GROUP_LABEL)[];

/** Security scores per group and the checks that failed; passed checks are only counted. */
export function SecurityFindings({ security }: { security: Scan['security'] }) {
  if (!security) return <Text color="fg.muted">Security was not checked in this scan.</Text>;
  const failed = security.audits.filter((audit) => !audit.passed);
  const passed = security.audits.length - failed.length;
  return (
    <Stack gap="3">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="2">
        {GROUPS.map((group) => (
          <HStack key={group} justify="space-between" borderWidth="1px" rounded="md" px="3" py="2">
            <Text fontSize="sm">{GROUP_LABEL[group]}</Text>
            <Badge variant="subtle" colorPalette={scorePalette(security.scores[group])}>
              {Math.round(security.scores[group])}
            </Badge>
          </HStack>
        ))}
      </SimpleGrid>
      {failed.length > 0 && (
        <Stack as="ul" aria-label="Failed security checks" gap="2">
          {failed.map((audit) => (
            <HStack as="li" key={audit.id} listStyleType="none" align="start" gap="2">
              <Badge variant="outline" colorPalette="red" flexShrink="0">
                {GROUP_LABEL[audit.group]}
              </Badge>
              {/* A finding may quote a URL or a header's value: it wraps beside its badge. */}
              <Text fontSize="sm" minW="0" overflowWrap="anywhere">
                {audit.message}
              </Text>
            </HStack>
          ))}
        </Stack>
      )}
      <Text fontSize="sm" color="fg.muted">
        {failed.length === 0
          ? 'Every security check passed.'
          : `${passed} of ${security.audits.length} checks passed.`}
      </Text>
    </Stack>
  );
}
