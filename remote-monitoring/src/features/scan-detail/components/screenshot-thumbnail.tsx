import type { ArtifactRef } from '@vigil/contract';
import { Box, Image, Modal, Skeleton, Text } from '@vigil/shared';
import { useState } from 'react';
import { useArtifactBlob } from '../../../data/artifacts/get-artifact';
import { useObjectUrl } from '../../../data/artifacts/use-object-url';

/** The thumbnail's box: a 1280 px wide capture's first screen, scaled down. */
const BOX = { w: '10rem', h: '6.25rem' } as const;

/**
 * A screenshot as a small thumbnail of its top (a list of steps stays readable), which opens the
 * whole capture full size in a dialog: a button named by `alt`, Escape or the close button to go
 * back, focus returning to the thumbnail.
 */
export function ScreenshotThumbnail({ image, alt }: { image: ArtifactRef; alt: string }) {
  const [open, setOpen] = useState(false);
  const blob = useArtifactBlob(image.id);
  const url = useObjectUrl(blob.data);
  if (blob.isError) return <Text color="fg.error">Could not load the screenshot.</Text>;
  if (!url) return <Skeleton {...BOX} rounded="md" aria-label="Loading the screenshot" />;
  return (
    <>
      <Box
        asChild
        {...BOX}
        p="0"
        overflow="hidden"
        borderWidth="1px"
        rounded="md"
        bg="bg.muted"
        cursor="zoom-in"
        _hover={{ borderColor: 'border.emphasized' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'fg.info', outlineOffset: '2px' }}
      >
        <button
          type="button"
          aria-label={`${alt}: open full size`}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          <Image src={url} alt="" {...BOX} objectFit="cover" objectPosition="top" />
        </button>
      </Box>
      <Modal open={open} onClose={() => setOpen(false)} title={alt} size="xl">
        <Image src={url} alt={alt} w="full" display="block" borderWidth="1px" rounded="md" />
      </Modal>
    </>
  );
}
