import {
  authAtom,
  memberAtom,
  rememberNext,
  teamAtom,
  useAtomValue,
  useNavigate,
} from '@vigil/shared';
import { useEffect, useState } from 'react';
import { paths } from '../../../paths';
import { type EntryDecision, decideEntry } from '../api/decide-entry';

export type Entry = { kind: 'checking' } | Exclude<EntryDecision, { kind: 'leave' }>;

/** Applies the entry rules once per visit: redirects away, or says which step to open. */
export function useOnboardingEntry(): Entry {
  const { token } = useAtomValue(authAtom);
  const member = useAtomValue(memberAtom);
  const team = useAtomValue(teamAtom);
  const navigate = useNavigate();
  const [entry, setEntry] = useState<Entry>({ kind: 'checking' });

  useEffect(() => {
    if (!token) {
      rememberNext(paths.onboard);
      void navigate(paths.register, { replace: true });
      return;
    }
    let live = true;
    void decideEntry(member, team).then((decision) => {
      if (!live) return;
      if (decision.kind === 'leave') void navigate(paths.home, { replace: true });
      else setEntry(decision);
    });
    return () => {
      live = false;
    };
    // Decided once per token: the store updating mid-visit (polls, other tabs) must not re-run
    // the redirects and throw the user out of a step.
  }, [token]);

  return entry;
}
