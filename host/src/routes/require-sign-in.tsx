import { href } from '@vigil/contract';
import { isSignedInAtom, Navigate, rememberNext, useAtomValue, useLocation } from '@vigil/shared';
import type { ReactNode } from 'react';

/** Routes the table marks `signed-in`: others go to /login, and come back here afterwards. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const signedIn = useAtomValue(isSignedInAtom);
  const location = useLocation();
  if (signedIn) return children;
  rememberNext(location.pathname + location.search);
  return <Navigate to={href.login} replace />;
}
