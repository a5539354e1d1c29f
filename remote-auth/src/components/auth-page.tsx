import { AuthFrame } from '@vigil/shared';
import type { ReactNode } from 'react';

interface AuthPageProps {
  title: string;
  /** The wizard's billing step: three plan cards side by side need more than a form's width. */
  wide?: boolean;
  children?: ReactNode;
}

/** The frame of every sign-in screen: the product's mark, a centred card, the page title. */
export function AuthPage({ title, wide = false, children }: AuthPageProps) {
  return (
    <AuthFrame title={title} wide={wide}>
      {children}
    </AuthFrame>
  );
}
