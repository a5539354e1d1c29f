import { Link, RouterLink } from '@vigil/shared';
import type { ReactNode } from 'react';

/** How a URL that is a link looks: underlined, the line a little muted so the text stays legible. */
export const URL_LINK_STYLE = {
  textDecoration: 'underline',
  textDecorationColor: 'fg.subtle',
  textUnderlineOffset: '3px',
} as const;

/**
 * A row's link to its own screen, in the text color of both themes (a table of blue is noise).
 * A URL shown as the link (`url`) is underlined: in the text color alone it reads as plain text.
 */
export function RowLink({
  to,
  strong,
  url,
  children,
}: {
  to: string;
  strong?: boolean;
  url?: boolean;
  children: ReactNode;
}) {
  return (
    <Link
      asChild
      color="fg"
      fontWeight={strong ? 'medium' : undefined}
      {...(url ? URL_LINK_STYLE : {})}
    >
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
