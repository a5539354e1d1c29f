import type { Test, TestComponent } from '@vigil/contract';
import { SimpleGrid, Text } from '@vigil/shared';
import { ScoreTile } from '../../../components/score-tile';

const LABELS: Record<TestComponent, string> = {
  images: 'Visual',
  html: 'HTML',
  logs: 'Console',
  lighthouse: 'Lighthouse',
  a11y: 'Accessibility',
  security: 'Security',
};

/** Each component's score; under the threshold in red, "—" for one that was not compared. */
export function ComponentScores({
  test,
}: {
  test: Pick<Test, 'component_scores' | 'failing_components'>;
}) {
  const scores = test.component_scores;
  if (!scores) return null;
  return (
    <SimpleGrid as="ul" aria-label="Component scores" columns={{ base: 2, sm: 3, lg: 6 }} gap="3">
      {(Object.keys(LABELS) as TestComponent[]).map((component) => {
        const score = scores[component];
        const failing = test.failing_components.includes(component);
        return (
          <ScoreTile
            key={component}
            label={LABELS[component]}
            value={score}
            color={failing ? 'fg.error' : 'fg'}
          >
            {failing && (
              <Text fontSize="xs" color="fg.error">
                under the threshold
              </Text>
            )}
          </ScoreTile>
        );
      })}
    </SimpleGrid>
  );
}
