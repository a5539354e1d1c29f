import { Link } from '@vigil/shared';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A row's link to its own screen, in the text color of both themes (a table of blue is noise). */
export function RowLink({
  to,
  strong,
  children,
}: {
  to: string;
  strong?: boolean;
  children: ReactNode;
}) {
  return (
    <Link asChild color="fg" fontWeight={strong ? 'medium' : undefined}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
