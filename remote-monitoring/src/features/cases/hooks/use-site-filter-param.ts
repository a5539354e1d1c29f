import { useSearchParams } from 'react-router';

/**
 * The site the cases list is filtered by, kept in `?site=` beside `?page=` so a reload or a shared
 * link keeps the filter. Choosing another site goes back to page 1: the old page number means
 * nothing in a different list.
 */
export function useSiteFilterParam(): [string | null, (siteId: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const siteId = params.get('site') || null;
  const setSiteId = (next: string | null) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.delete('page');
      if (next) updated.set('site', next);
      else updated.delete('site');
      return updated;
    });
  return [siteId, setSiteId];
}
