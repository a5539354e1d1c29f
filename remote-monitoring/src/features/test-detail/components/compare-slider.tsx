import type { TestDeltas } from '@vigil/contract';
import { Box, Button, HStack, Image, Skeleton, Stack, Text } from '@vigil/shared';
import { useState } from 'react';
import { useArtifactUrl } from '../hooks/use-artifact-url';
import type { Sides } from './sides';

type Images = NonNullable<TestDeltas['images']>;
type View = 'compare' | 'diff';

const percent = (part: number, whole: number) => `${(part / Math.max(whole, 1)) * 100}%`;

/** The changed areas as outlined boxes, in the diff canvas's pixels, scaled with the images. */
function ChangedBoxes({ images }: { images: Images }) {
  return (
    <Box position="absolute" inset="0" pointerEvents="none" aria-hidden="true">
      <svg
        width="100%"
        height="100%"
        viewBox={`0 0 ${images.width} ${images.height}`}
        preserveAspectRatio="none"
        data-testid="changed-boxes"
      >
        {images.regions.map((r) => (
          <rect
            key={`${r.x},${r.y},${r.width},${r.height}`}
            x={r.x}
            y={r.y}
            width={r.width}
            height={r.height}
            fill="rgba(229, 62, 62, 0.12)"
            stroke="#e53e3e"
            strokeWidth="2"
            vectorEffect="non-scaling-stroke"
          />
        ))}
      </svg>
    </Box>
  );
}

/** One screenshot laid on the canvas at its own width (a page may have changed size). */
function Layer({ url, alt, width }: { url: string; alt: string; width: string }) {
  return <Image src={url} alt={alt} position="absolute" top="0" left="0" w={width} maxW="none" />;
}

/**
 * Before and after on one canvas: the after screenshot clipped over the before one at the
 * slider's position (a native range input: arrow keys, Home and End move it), the changed areas
 * drawn over them, and a toggle to the diff image (changed pixels in red).
 */
export function CompareSlider({ images, sides }: { images: Images; sides: Sides }) {
  const [view, setView] = useState<View>('compare');
  const [position, setPosition] = useState(50);
  const [boxes, setBoxes] = useState(true);
  const before = useArtifactUrl(images.before);
  const after = useArtifactUrl(images.after);
  const diff = useArtifactUrl(images.diff);
  const failed = before.failed || after.failed || (view === 'diff' && diff.failed);
  const ready = view === 'compare' ? before.url && after.url : diff.url;

  let canvas;
  if (failed) canvas = <Text color="fg.error">Could not load the screenshots.</Text>;
  else if (!ready) canvas = <Skeleton h="48" rounded="md" aria-label="Loading the screenshots" />;
  else
    canvas = (
      // Full-page captures are tall: scroll inside a frame rather than push the report down.
      <Box maxH="32rem" overflowY="auto" borderWidth="1px" rounded="md" bg="bg.muted">
        <Box position="relative" w="full" aspectRatio={`${images.width} / ${images.height}`}>
          {view === 'compare' ? (
            <CompareLayers
              images={images}
              sides={sides}
              before={before.url!}
              after={after.url!}
              position={position}
            />
          ) : (
            <Layer url={diff.url!} alt="Changes: the diff image" width="100%" />
          )}
          {boxes && <ChangedBoxes images={images} />}
        </Box>
      </Box>
    );

  return (
    <Stack gap="3">
      <ViewToggles
        images={images}
        sides={sides}
        view={view}
        onView={setView}
        boxes={boxes}
        onBoxes={setBoxes}
      />
      {canvas}
      {view === 'compare' && (
        <DividerRange sides={sides} position={position} onChange={setPosition} />
      )}
    </Stack>
  );
}

/** The before screenshot, the after one clipped at the divider, and the divider's line. */
function CompareLayers(props: {
  images: Images;
  sides: Sides;
  before: string;
  after: string;
  position: number;
}) {
  const { images, sides, position } = props;
  return (
    <>
      <Layer
        url={props.before}
        alt={`${sides.before}: screenshot of the page`}
        width={percent(images.pre_size.width, images.width)}
      />
      {/* Inline styles: a class per slider position would pile up in the style sheet. */}
      <Box
        position="absolute"
        inset="0"
        data-testid="after-clip"
        style={{ clipPath: `inset(0 0 0 ${position}%)` }}
      >
        <Layer
          url={props.after}
          alt={`${sides.after}: screenshot of the page`}
          width={percent(images.post_size.width, images.width)}
        />
      </Box>
      <Box
        position="absolute"
        top="0"
        bottom="0"
        style={{ left: `${position}%` }}
        w="2px"
        ml="-1px"
        // Drawn over screenshots (light whatever the theme): blue with a white edge.
        bg="blue.500"
        boxShadow="0 0 0 1px white"
        aria-hidden="true"
      />
    </>
  );
}

/** Compare or diff image, and the changed boxes shown or hidden. */
function ViewToggles(props: {
  images: Images;
  sides: Sides;
  view: View;
  onView: (view: View) => void;
  boxes: boolean;
  onBoxes: (boxes: boolean) => void;
}) {
  const { images, sides, view, boxes } = props;
  return (
    <HStack gap="2" wrap="wrap" justify="space-between">
      <HStack role="group" aria-label="Show" gap="1">
        <Button
          size="xs"
          variant={view === 'compare' ? 'solid' : 'outline'}
          aria-pressed={view === 'compare'}
          onClick={() => props.onView('compare')}
        >
          {sides.before} / {sides.after.toLowerCase()}
        </Button>
        <Button
          size="xs"
          variant={view === 'diff' ? 'solid' : 'outline'}
          aria-pressed={view === 'diff'}
          disabled={images.diff === null}
          onClick={() => props.onView('diff')}
        >
          Diff image
        </Button>
      </HStack>
      <Button
        size="xs"
        variant="outline"
        aria-pressed={boxes}
        disabled={images.regions.length === 0}
        onClick={() => props.onBoxes(!boxes)}
      >
        {boxes ? 'Hide changed boxes' : 'Show changed boxes'}
      </Button>
    </HStack>
  );
}

/** The divider as a native range input: arrow keys, Home and End move it. */
function DividerRange(props: {
  sides: Sides;
  position: number;
  onChange: (position: number) => void;
}) {
  const { sides, position } = props;
  return (
    <Stack gap="1">
      <Box asChild w="full" accentColor="colorPalette.solid" cursor="ew-resize">
        <input
          type="range"
          min={0}
          max={100}
          step={1}
          value={position}
          aria-label="Divider between before and after"
          aria-valuetext={`${position} %: before on the left, after on the right`}
          onChange={(event) => props.onChange(Number(event.currentTarget.value))}
        />
      </Box>
      <HStack justify="space-between" fontSize="sm" color="fg.muted">
        <Text>← {sides.before}</Text>
        <Text>{sides.after} →</Text>
      </HStack>
    </Stack>
  );
}
