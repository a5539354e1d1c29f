import type { Page, Site } from '@vigil/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiErrorMessage,
  Button,
  call,
  Field,
  httpStatusOf,
  Link,
  RouterLink,
  Stack,
  teamQuery,
  Text,
  Textarea,
} from '@vigil/shared';
import { useState, type FormEvent } from 'react';
import { pageKeys } from '../../../data/pages/keys';
import { paths } from '../../../paths';

/** The text as page URLs: split on commas when there is any, else on lines; blanks dropped. */
function pageUrlsOf(text: string): string[] {
  const parts = text.includes(',') ? text.split(',') : text.split('\n');
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

const ENTRY = /^page_urls\.(\d+): (.*)$/s;

/** The API's "page_urls.1: must begin with http" as the user typed it: '"/b": must begin with http'. */
function problemOf(error: unknown, urls: string[]): string {
  const message = apiErrorMessage(error, 'Could not add the pages.');
  const match = ENTRY.exec(message);
  const entry = match ? urls[Number(match[1])] : undefined;
  return entry === undefined ? message : `"${entry}": ${match![2]}`;
}

const pages = (n: number) => (n === 1 ? '1 page' : `${n} pages`);

/** POST /v1/ops/site/{id}/pages; the site's pages list is read again once they are stored. */
function useAddPages(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (urls: string[]) =>
      call('addSitePages', { params: { id: siteId }, body: { page_urls: urls } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pageKeys.ofSite(siteId) }),
  });
}

/** Over the plan's pages (426): how many it allows a site, and where to change it. */
function OverLimit() {
  const limits = useQuery(teamQuery()).data?.limits;
  return (
    <Text role="alert" color="fg.error" fontSize="sm">
      Your plan allows no more pages on this site
      {limits?.pages_allowed ? ` (${limits.pages_allowed} a site)` : ''}.{' '}
      <Link asChild textDecoration="underline">
        <RouterLink to={paths.billing}>See your plan</RouterLink>
      </Link>
    </Text>
  );
}

/** Over the plan's pages, what the API refused, or how many were added. */
function Outcome(props: { error: unknown; sent: string[]; added: Page[] | null }) {
  const { error, sent, added } = props;
  if (error !== null && httpStatusOf(error) === 426) return <OverLimit />;
  if (error !== null) {
    return (
      <Text role="alert" color="fg.error" fontSize="sm">
        {problemOf(error, sent)}
      </Text>
    );
  }
  return added ? (
    <Text role="status" fontSize="sm" color="fg.muted">
      Added {pages(added.length)}.
    </Text>
  ) : null;
}

/**
 * Adds pages the crawl did not find (or left out at the plan's limit) to the site: URLs on its
 * host, one a line or separated by commas. They are scanned with Scan all or a schedule.
 */
export function AddPagesForm({ site }: { site: Pick<Site, 'id' | 'site_url'> }) {
  const [text, setText] = useState('');
  const [sent, setSent] = useState<string[]>([]);
  const [added, setAdded] = useState<Page[] | null>(null);
  const add = useAddPages(site.id);
  const host = new URL(site.site_url).host;

  function submit(event: FormEvent) {
    event.preventDefault();
    const urls = pageUrlsOf(text);
    if (urls.length === 0) return;
    setSent(urls);
    setAdded(null);
    add.mutate(urls, {
      onSuccess: (pages) => {
        setAdded(pages);
        setText('');
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Add pages">
      <Stack gap="2" maxW="40rem">
        <Field.Root invalid={add.isError}>
          <Field.Label>Add pages</Field.Label>
          <Textarea
            rows={3}
            value={text}
            placeholder={`${site.site_url}/pricing`}
            onChange={(event) => setText(event.target.value)}
          />
          <Field.HelperText>
            Page URLs on {host}, one a line or separated by commas. Scan all scans them.
          </Field.HelperText>
        </Field.Root>
        <Outcome error={add.isError ? add.error : null} sent={sent} added={added} />
        <Button
          type="submit"
          size="sm"
          alignSelf="flex-start"
          disabled={pageUrlsOf(text).length === 0}
          loading={add.isPending}
        >
          Add pages
        </Button>
      </Stack>
    </form>
  );
}
