import { useNavigate } from '@vigil/shared';
import { useState } from 'react';

/** The request that starts a run (a case's or a flow's) on a site and answers the run. */
export interface StartRun<B extends { site_id: string }> {
  isPending: boolean;
  mutate(body: B, options: { onSuccess: (run: { id: string }) => void }): void;
}

/**
 * Where a run goes, and starting it there: the site picked, else `preferred` (a case's own site),
 * else the team's first; once the run is started its screen opens.
 */
export function useRunOnSite<B extends { site_id: string }>(
  start: StartRun<B>,
  sites: readonly { id: string }[],
  preferred: string | null,
  screenOf: (runId: string) => string,
) {
  const [picked, setPicked] = useState<string | null>(null);
  const navigate = useNavigate();
  const siteId = picked ?? preferred ?? sites[0]?.id ?? null;
  const run = (body: Omit<B, 'site_id'>) => {
    if (siteId === null) return;
    const onSuccess = (it: { id: string }) => navigate(screenOf(it.id));
    start.mutate({ ...body, site_id: siteId } as B, { onSuccess });
  };
  return { siteId, pick: setPicked, run };
}
