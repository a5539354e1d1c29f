import type { ArtifactRef } from '@vigil/contract';
import { Box, Image, Skeleton, Text } from '@vigil/shared';
import { useArtifactBlob } from '../../../data/artifacts/get-artifact';
import { useObjectUrl } from '../../../data/artifacts/use-object-url';

export interface ScanScreenshotProps {
  /** The scan's first image artifact; undefined when the scan captured none. */
  image: ArtifactRef | undefined;
  alt: string;
}

/** The screenshot, fetched with the signed-in client and shown through an object URL. */
export function ScanScreenshot({ image, alt }: ScanScreenshotProps) {
  const blob = useArtifactBlob(image?.id ?? null);
  const url = useObjectUrl(blob.data);
  if (!image) return <Text color="fg.muted">No screenshot was captured.</Text>;
  if (blob.isError) return <Text color="fg.error">Could not load the screenshot.</Text>;
  if (!url) return <Skeleton h="48" rounded="md" aria-label="Loading the screenshot" />;
  // Full-page captures are tall: scroll inside a frame rather than push the report down.
  return (
    <Box maxH="32rem" overflowY="auto" borderWidth="1px" rounded="md" bg="bg.muted">
      <Image src={url} alt={alt} w="full" display="block" />
    </Box>
  );
}
