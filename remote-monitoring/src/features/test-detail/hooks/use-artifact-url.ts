import type { ArtifactRef } from '@vigil/contract';
import { useEffect, useState } from 'react';
import { useArtifactBlob } from '../../../data/artifacts/get-artifact';

/**
 * An object URL for a stored image (fetched with the signed-in client: artifacts are served only
 * to the owning team), revoked when it changes or the component goes away.
 */
export function useArtifactUrl(image: ArtifactRef | null) {
  const blob = useArtifactBlob(image?.id ?? null);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob.data) return;
    const created = URL.createObjectURL(blob.data);
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [blob.data]);
  return { url, failed: blob.isError };
}
