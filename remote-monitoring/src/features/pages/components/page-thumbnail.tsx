import type { ArtifactRef } from '@vigil/contract';
import { Box, Image } from '@vigil/shared';
import { useEffect, useRef, useState } from 'react';
import { useArtifactBlob } from '../../../data/artifacts/get-artifact';
import { useObjectUrl } from '../../../data/artifacts/use-object-url';

/** The thumbnail's box: the first screen at 1280 × 800, scaled down (the stored one is 320 × 200). */
const SIZE = { w: '64px', h: '40px' } as const;

/**
 * True once the element has come near the viewport. Artifacts need the signed-in client, so a
 * native `loading="lazy"` cannot defer the request: the fetch itself waits for this. Without
 * IntersectionObserver (old browsers, jsdom) everything counts as visible.
 */
function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/**
 * A page's latest screenshot thumbnail in a list, fetched when its row scrolls near; a neutral
 * box of the same size when the page has none (never scanned, or the capture failed), or while
 * it loads, so rows never jump.
 */
export function PageThumbnail({ image, alt }: { image: ArtifactRef | null; alt: string }) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const blob = useArtifactBlob(image && near ? image.id : null);
  const url = useObjectUrl(blob.data);
  return (
    <Box
      ref={ref}
      {...SIZE}
      flexShrink={0}
      overflow="hidden"
      rounded="sm"
      borderWidth="1px"
      bg="bg.muted"
      {...(url
        ? {}
        : { role: 'img', 'aria-label': image ? `${alt} (loading)` : 'No screenshot yet' })}
    >
      {url && (
        <Image src={url} alt={alt} {...SIZE} objectFit="cover" loading="lazy" decoding="async" />
      )}
    </Box>
  );
}
