import { Heading, Link } from '@vigil/shared';

/** A site's or a page's address as its screen's heading, opening the address in a new tab. */
export function UrlHeading({ url }: { url: string }) {
  return (
    <Heading as="h2" size="md" wordBreak="break-all">
      <Link href={url} target="_blank" rel="noreferrer" color="fg">
        {url}
      </Link>
    </Heading>
  );
}
