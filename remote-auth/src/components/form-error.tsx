import { Text } from '@vigil/shared';
import type { ReactNode } from 'react';

/** A form's failure, announced to screen readers; nothing when there is none. */
export function FormError({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <Text role="alert" color="fg.error">
      {children}
    </Text>
  );
}
