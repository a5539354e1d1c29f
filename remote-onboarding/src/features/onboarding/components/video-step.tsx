import { Box, Text } from '@vigil/shared';
import type { FeatureVideo } from '../feature-video';

/** Step 1: a short feature video picked by the survey's role answer. */
export function VideoStep({ video }: { video: FeatureVideo }) {
  return (
    <Box as="figure" m="0">
      <Box asChild width="100%" borderRadius="md" bg="bg.muted">
        <video controls preload="none" src={video.src} aria-label={`${video.feature} video`} />
      </Box>
      <Text as="figcaption" mt="2" color="fg.muted">
        {video.feature} (for{' '}
        {video.role === 'Project Manager' ? 'project managers' : `${video.role.toLowerCase()}s`})
      </Text>
    </Box>
  );
}
