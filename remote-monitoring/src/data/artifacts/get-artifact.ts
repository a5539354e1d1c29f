import { useQuery } from '@tanstack/react-query';
import { call } from '@vigil/shared';
import { artifactKeys } from './keys';

/*
 * Artifacts are served only to the owning team, so they go through the signed-in client (Bearer
 * token); a plain <img src> or <a href> would send no token and get a 404.
 */

/** GET /v1/ops/artifact/:id as a Blob (screenshots). */
export async function getArtifactBlob(id: string): Promise<Blob> {
  const data = await call(
    'getArtifact',
    { params: { id } },
    { responseType: 'blob', headers: { Accept: '*/*' } },
  );
  if (!(data instanceof Blob)) throw new Error('The file could not be read.');
  return data;
}

/** GET /v1/ops/artifact/:id as text (the captured HTML). */
export async function getArtifactText(id: string): Promise<string> {
  const data = await call(
    'getArtifact',
    { params: { id } },
    { responseType: 'text', headers: { Accept: '*/*' } },
  );
  if (typeof data !== 'string') throw new Error('The file could not be read.');
  return data;
}

// Artifacts never change once stored: read each once per session.
export function useArtifactBlob(id: string | null) {
  return useQuery({
    queryKey: artifactKeys.file(id ?? '', 'blob'),
    queryFn: () => getArtifactBlob(id ?? ''),
    enabled: id !== null,
    staleTime: Infinity,
  });
}

export function useArtifactText(id: string, enabled: boolean) {
  return useQuery({
    queryKey: artifactKeys.file(id, 'text'),
    queryFn: () => getArtifactText(id),
    enabled,
    staleTime: Infinity,
  });
}
