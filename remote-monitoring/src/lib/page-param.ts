import { useSearchParams } from 'react-router';

/**
 * The 1-based list page kept in `?page=` so a reload, a shared link or Back lands on the same
 * page. Anything that is not a positive integer reads as page 1.
 */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const parsed = Number(params.get('page'));
  const page = Number.isInteger(parsed) && parsed > 0 ? parsed : 1;
  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next <= 1) updated.delete('page');
      else updated.set('page', String(next));
      return updated;
    });
  return [page, setPage];
}
