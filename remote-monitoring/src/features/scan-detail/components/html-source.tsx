import type { ArtifactRef } from '@vigil/contract';
import { Box, Button, Skeleton, Stack, Text } from '@vigil/shared';
import { useId, useState } from 'react';
import { useArtifactText } from '../../../data/artifacts/get-artifact';

/** The captured page source, fetched only when the reader expands it (it can be large). */
export function HtmlSource({ html }: { html: ArtifactRef | null }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!html) return <Text color="fg.muted">No HTML was captured.</Text>;
  return (
    <Stack gap="2" align="start">
      <Button
        size="sm"
        variant="outline"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        {open ? 'Hide HTML source' : 'Show HTML source'}
      </Button>
      <Box id={panelId} w="full" hidden={!open}>
        {open && <HtmlText artifactId={html.id} />}
      </Box>
    </Stack>
  );
}

function HtmlText({ artifactId }: { artifactId: string }) {
  const source = useArtifactText(artifactId, true);
  if (source.isPending) return <Skeleton h="24" aria-label="Loading the HTML source" />;
  if (source.isError) return <Text color="fg.error">Could not load the HTML source.</Text>;
  return (
    <Box
      as="pre"
      aria-label="Page source"
      tabIndex={0}
      maxH="28rem"
      overflow="auto"
      p="3"
      rounded="md"
      borderWidth="1px"
      bg="bg.muted"
      fontFamily="mono"
      fontSize="xs"
      whiteSpace="pre"
    >
      {source.data}
    </Box>
  );
}
