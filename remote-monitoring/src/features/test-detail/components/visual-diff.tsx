import type { ArtifactRef, TestDeltas } from '@vigil/contract';
import type { ReactNode } from 'react';
import { Grid, Stack, Text } from '@vigil/shared';

type Images = NonNullable<TestDeltas['images']>;
/** Shows one stored screenshot (the route hands in the scan screen's viewer). */
export type Screenshot = (image: ArtifactRef | undefined, alt: string) => ReactNode;

/** What the two screenshots are called: a test's before and after, a migration's two hosts. */
export interface Sides {
  before: string;
  after: string;
}
const BEFORE_AFTER: Sides = { before: 'Before', after: 'After' };

/** Before, after and the diff image side by side (stacked on a phone), then the changed boxes. */
export function VisualDiff({
  images,
  screenshot,
  sides = BEFORE_AFTER,
}: {
  images: Images;
  screenshot: Screenshot;
  sides?: Sides;
}) {
  const shots = [
    { label: sides.before, image: images.before },
    { label: sides.after, image: images.after },
    { label: 'Changes', image: images.diff },
  ];
  return (
    <Stack gap="4">
      <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="4">
        {shots.map(({ label, image }) => (
          <Stack key={label} gap="1" minW="0">
            <Text fontWeight="semibold">{label}</Text>
            {screenshot(image ?? undefined, `${label}: screenshot of the page`)}
          </Stack>
        ))}
      </Grid>
      <Text>
        {images.changed_pixels === 0
          ? 'No pixel changed.'
          : `${images.changed_pixels} of ${images.total_pixels} pixels changed in ${images.regions.length} area(s).`}
        {images.pre_size.height !== images.post_size.height &&
          ` The page is ${images.post_size.height - images.pre_size.height} px ${images.post_size.height > images.pre_size.height ? 'longer' : 'shorter'}.`}
      </Text>
      {images.regions.length > 0 && (
        <Stack as="ul" aria-label="Changed areas" gap="0" fontSize="sm" fontFamily="mono">
          {images.regions.slice(0, 10).map((r) => (
            <Text as="li" key={`${r.x},${r.y}`} listStyleType="none">
              {r.width}×{r.height} at ({r.x}, {r.y})
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
