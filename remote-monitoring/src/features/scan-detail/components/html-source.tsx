import type { ArtifactRef } from '@vigil/contract';
import { Box, Skeleton, Stack, Text } from '@vigil/shared';
import { useId, useState } from 'react';
import { DisclosureButton } from '../../../components/disclosure-button';
import { useArtifactText } from '../../../data/artifacts/get-artifact';

/** The captured page source, fetched only when the reader expands it (it can be large). */
export function HtmlSource({ html }: { html: ArtifactRef | null }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!html) return <Text color="fg.muted">No HTML was captured.</Text>;
  return (
    <Stack gap="2" align="start">
      <DisclosureButton
        size="sm"
        open={open}
        onToggle={() => setOpen((was) => !was)}
        words={['Show HTML source', 'Hide HTML source']}
        aria-controls={panelId}
      />
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
