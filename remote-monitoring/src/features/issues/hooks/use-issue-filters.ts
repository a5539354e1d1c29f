import type { IssueStatus } from '@vigil/contract';
import { useSearchParams } from 'react-router';

export interface IssueFilters {
  status: IssueStatus;
  search: string;
  setStatus: (status: IssueStatus) => void;
  setSearch: (search: string) => void;
}

/**
 * The list's status (`?status=closed`; open by default, the issues that need work) and search
 * text (`?search=`) live in the URL, so a reload or a shared link shows the same list. Changing
 * either goes back to page 1: the old page number means nothing in the new list.
 */
export function useIssueFilters(): IssueFilters {
  const [params, setParams] = useSearchParams();
  const status: IssueStatus = params.get('status') === 'closed' ? 'closed' : 'open';
  const search = params.get('search') ?? '';
  const update = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete('page');
        return next;
      },
      // Typing must not add a history entry per keystroke.
      { replace: name === 'search' },
    );
  return {
    status,
    search,
    setStatus: (value) => update('status', value === 'open' ? null : value),
    setSearch: (value) => update('search', value.trim() || null),
  };
}
