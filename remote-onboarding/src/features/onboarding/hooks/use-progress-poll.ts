import { POLL_MS } from '@vigil/shared';
import { useEffect } from 'react';
import { fetchProgress } from '../api/fetch-progress';

/** Re-reads progress every 5 s (product.md §9: shared's POLL_MS) while `siteId` is set and `active`; failures wait for the next tick. */
export function useProgressPoll(
  siteId: string | null,
  active: boolean,
  onProgress: (progress: number) => void,
) {
  useEffect(() => {
    if (!siteId || !active) return;
    let live = true;
    const timer = setInterval(() => {
      fetchProgress(siteId)
        .then((progress) => live && onProgress(progress))
        .catch(() => undefined);
    }, POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [siteId, active, onProgress]);
}
