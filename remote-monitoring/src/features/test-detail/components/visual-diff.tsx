import type { ArtifactRef, TestDeltas } from '@vigil/contract';
import type { ReactNode } from 'react';
import { Grid, Stack, Text } from '@vigil/shared';
import { CompareSlider } from './compare-slider';
import { BEFORE_AFTER, type Sides } from './sides';

export type { Sides } from './sides';

type Images = NonNullable<TestDeltas['images']>;
/** Shows one stored screenshot (the route hands in the scan screen's viewer). */
export type Screenshot = (image: ArtifactRef | undefined, alt: string) => ReactNode;

/**
 * Before and after on one canvas with a slider, the changed boxes and the diff image (or, when a
 * scan has no screenshot, what there is side by side), then what changed in words.
 */
export function VisualDiff({
  images,
  screenshot,
  sides = BEFORE_AFTER,
  screenshotsGone,
}: {
  images: Images;
  screenshot: Screenshot;
  sides?: Sides;
  /** Said in place of the screenshots once they are no longer stored (retention). */
  screenshotsGone?: ReactNode;
}) {
  const comparable = images.before !== null && images.after !== null;
  const shots = [
    { label: sides.before, image: images.before },
    { label: sides.after, image: images.after },
    { label: 'Changes', image: images.diff },
  ];
  return (
    <Stack gap="4">
      {screenshotsGone ??
        (comparable ? (
          <CompareSlider images={images} sides={sides} />
        ) : (
          <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="4">
            {shots.map(({ label, image }) => (
              <Stack key={label} gap="1" minW="0">
                <Text fontWeight="semibold">{label}</Text>
                {screenshot(image ?? undefined, `${label}: screenshot of the page`)}
              </Stack>
            ))}
          </Grid>
        ))}
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
