import { Box, Link, Text } from '@vigil/shared';
import { useState } from 'react';
import type { FeatureVideo } from '../feature-video';

/**
 * Step 1: a short feature video picked by the survey's role answer, with a poster; when its
 * source cannot play (offline docs, a blocked host) a link to watch it on the docs site instead.
 */
export function VideoStep({ video }: { video: FeatureVideo }) {
  const [failed, setFailed] = useState(false);
  const watchElsewhere = (
    <Link href={video.fallback} target="_blank" rel="noreferrer">
      Watch it on the docs site
    </Link>
  );
  return (
    <Box as="figure" m="0">
      <Box asChild width="100%" borderRadius="md" bg="bg.muted">
        <video
          controls
          preload="none"
          src={video.src}
          poster={video.poster}
          aria-label={`${video.feature} video`}
          onError={() => setFailed(true)}
        >
          {watchElsewhere}
        </video>
      </Box>
      {failed ? (
        <Text role="status" mt="2">
          The video cannot play here. {watchElsewhere}
        </Text>
      ) : null}
      <Text as="figcaption" mt="2" color="fg.muted">
        {video.feature} (for{' '}
        {video.role === 'Project Manager' ? 'project managers' : `${video.role.toLowerCase()}s`})
      </Text>
    </Box>
  );
}
