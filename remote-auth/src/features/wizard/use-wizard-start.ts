import {
  apiErrorMessage,
  call,
  isSignedInAtom,
  rememberNext,
  useAtomValue,
  useLocation,
  useNavigate,
  useSearchParams,
} from '@vigil/shared';
import { useEffect, useRef, useState } from 'react';
import { loadMember, loadTeam, reloadSession } from '../../lib/load-session';
import { paths } from '../../paths';

export type WizardStep = 'loading' | 'phone' | 'team' | 'invites' | 'survey' | 'billing';

export const JOIN_FAILED = 'This invite link is not valid.';

/**
 * The wizard's on-load rules (product.md §4): no token → remember this address, go to /login;
 * join parameters → activate with the code, reload, go to /onboard; a member of a `new` team →
 * survey; of any other type → /onboard; not a member yet → phone.
 */
export function useWizardStart() {
  const signedIn = useAtomValue(isSignedInAtom);
  const location = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [step, setStep] = useState<WizardStep>('loading');
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!signedIn) {
      rememberNext(location.pathname + location.search);
      return void navigate(paths.login, { replace: true });
    }
    const [team, code, member] = ['team', 'code', 'member'].map((name) => params.get(name));
    void (async () => {
      if (team !== null || code !== null || member !== null) {
        try {
          if (!team || !code || !member) throw new Error('incomplete join link');
          await call('saveMember', { body: { id: member, account: team, code, status: 'active' } });
          await reloadSession();
          return navigate(paths.onboard, { replace: true });
        } catch (failure) {
          console.warn('Joining the team failed', failure);
          return setError(apiErrorMessage(failure, JOIN_FAILED));
        }
      }
      if (!(await loadMember())) return setStep('phone');
      const current = await loadTeam();
      if (current?.type === 'new') return setStep('survey');
      navigate(paths.onboard, { replace: true });
    })();
  }, [signedIn, location, params, navigate]);

  return { step, setStep, error };
}
