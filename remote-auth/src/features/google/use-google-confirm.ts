import { googleConfirmQuerySchema, sessionFromGoogleConfirm } from '@vigil/contract';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from '@vigil/shared';
import { afterSignInPath } from '../../lib/after-sign-in';
import { reloadSession } from '../../lib/load-session';
import { paths } from '../../paths';
import { setTokensWithRetry } from './set-tokens';

/**
 * The Google return (product.md §4): set the tokens (retrying), load team, member and billing,
 * then go to the stored next address or the wizard. Without a usable session: back to /login.
 */
export function useGoogleConfirm() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // once, even when React runs effects twice in development
    started.current = true;
    const parsed = googleConfirmQuerySchema.safeParse(Object.fromEntries(params));
    void (async () => {
      const stored = await setTokensWithRetry(
        parsed.success ? sessionFromGoogleConfirm(parsed.data) : null,
      );
      if (!stored) {
        console.warn('Google sign-in returned no usable session');
        return navigate(paths.login, { replace: true });
      }
      await reloadSession();
      // replace: the tokens in this address must not stay in the history.
      navigate(afterSignInPath(), { replace: true });
    })();
  }, [navigate, params]);
}
