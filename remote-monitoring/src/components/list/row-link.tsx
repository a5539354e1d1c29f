import { Link, RouterLink } from '@vigil/shared';
import type { ReactNode } from 'react';
import type { Column } from './columns';

/**
 * How a URL that is a link looks: underlined, the line a little muted so the text stays legible;
 * wrapped anywhere, as a URL has no spaces to break at (Chakra's link is an inline flex box that
 * would otherwise be as wide as the whole URL).
 */
export const URL_LINK_STYLE = {
  textDecoration: 'underline',
  textDecorationColor: 'fg.subtle',
  textUnderlineOffset: '3px',
  overflowWrap: 'anywhere',
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

/**
 * The column that names each row and opens its screen: a case's title (strong) or a page's URL
 * (`url`), wrapping but kept at least `minWidth` wide.
 */
export function linkColumn<T>(
  header: string,
  minWidth: string,
  link: (row: T) => { to: string; text: string },
  look: 'strong' | 'url' = 'strong',
): Column<T> {
  return {
    header,
    minWidth,
    cell: (row) => (
      <RowLink to={link(row).to} strong={look === 'strong'} url={look === 'url'}>
        {link(row).text}
      </RowLink>
    ),
  };
}
