import type { Scan } from '@vigil/contract';
import { Heading, Link, Stack, Text } from '@vigil/shared';

type Violation = NonNullable<Scan['a11y']>['violations'][number];

// axe-core's impacts, worst first; a violation without one is listed last.
const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;
const UNRATED = 'unrated';

function groupByImpact(violations: Violation[]) {
  const known: readonly string[] = IMPACTS;
  return [...IMPACTS, UNRATED]
    .map((impact) => ({
      impact,
      violations: violations.filter((violation) =>
        impact === UNRATED ? !known.includes(violation.impact ?? '') : violation.impact === impact,
      ),
    }))
    .filter((group) => group.violations.length > 0);
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** axe violations grouped by impact, each with the selectors of the elements at fault. */
export function A11yViolations({ a11y }: { a11y: Scan['a11y'] }) {
  if (!a11y) return <Text color="fg.muted">Accessibility was not checked in this scan.</Text>;
  if (a11y.violations.length === 0) {
    return <Text color="fg.muted">No accessibility violations found.</Text>;
  }
  return (
    <Stack gap="4">
      {a11y.totals && (
        <Text color="fg.muted">
          {a11y.totals.violations} {a11y.totals.violations === 1 ? 'rule' : 'rules'} violated by{' '}
          {a11y.totals.nodes} {a11y.totals.nodes === 1 ? 'element' : 'elements'} in all.
        </Text>
      )}
      {groupByImpact(a11y.violations).map(({ impact, violations }) => (
        <Stack key={impact} as="section" aria-label={`${capitalize(impact)} violations`} gap="2">
          <Heading as="h3" size="sm">
            {capitalize(impact)} ({violations.length})
          </Heading>
          {violations.map((violation) => (
            <ViolationItem key={violation.id} violation={violation} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

function ViolationItem({ violation }: { violation: Violation }) {
  return (
    <Stack gap="1" borderWidth="1px" rounded="md" p="3" minW="0">
      <Text fontWeight="medium">{violation.help}</Text>
      <Text fontSize="sm" color="fg.muted">
        {violation.description}{' '}
        <Link href={violation.help_url} target="_blank" rel="noreferrer" color="fg">
          Learn more
        </Link>
      </Text>
      <Stack as="ul" aria-label={`Elements failing ${violation.id}`} gap="1">
        {violation.nodes.map((node, index) => (
          <Text
            as="li"
            key={index}
            listStyleType="none"
            fontFamily="mono"
            fontSize="xs"
            bg="bg.muted"
            px="2"
            py="1"
            rounded="sm"
            wordBreak="break-all"
          >
            {node.target.join(' ')}
          </Text>
        ))}
      </Stack>
      {(violation.nodes_total ?? 0) > violation.nodes.length && (
        <Text fontSize="sm" color="fg.muted">
          and {violation.nodes_total! - violation.nodes.length} more ({violation.nodes_total}{' '}
          elements in all)
        </Text>
      )}
    </Stack>
  );
}
