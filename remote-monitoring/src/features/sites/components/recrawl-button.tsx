import { Button, useCrawlSite } from '@vigil/shared';

/** Starts a new crawl; disabled while one runs or is being started. */
export function RecrawlButton({ siteId, crawling }: { siteId: string; crawling: boolean }) {
  const crawl = useCrawlSite(siteId);
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={crawling || crawl.isPending}
      loading={crawl.isPending}
      onClick={() => crawl.mutate()}
    >
      Re-crawl
    </Button>
  );
}
