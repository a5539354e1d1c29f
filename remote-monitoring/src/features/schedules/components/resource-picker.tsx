import { Box, Stack, Text, useEverySite } from '@vigil/shared';
import { useState } from 'react';
import { SitePicker } from '../../../components/site-picker';
import { TickList } from '../../../components/tick-list';
import { useEveryPageOf } from '../../../data/pages/list-every-page';

export interface ResourcePickerProps {
  scope: 'site' | 'page';
  selected: string[];
  onChange: (selected: string[]) => void;
}

/** The team's sites, or one site's pages, to tick; ticks on other sites' pages are kept. */
export function ResourcePicker({ scope, selected, onChange }: ResourcePickerProps) {
  const sites = useEverySite();
  const [siteId, setSiteId] = useState<string | null>(null);
  const shownSite = siteId ?? sites.data?.results[0]?.id ?? null;
  const pages = useEveryPageOf(scope === 'page' ? shownSite : null);
  if (sites.isPending) return <Text color="fg.muted">Loading your sites…</Text>;
  if (!sites.data || sites.data.count === 0) {
    return <Text color="fg.muted">Add a site first: a schedule runs on your sites.</Text>;
  }
  if (scope === 'site') {
    const items = sites.data.results.map((site) => ({ id: site.id, label: site.site_url }));
    return <TickList items={items} selected={selected} onChange={onChange} />;
  }
  const items = (pages.data?.results ?? []).map((page) => ({ id: page.id, label: page.page_url }));
  return (
    <Stack gap="2">
      <Box aria-label="Pages of site" role="group">
        <SitePicker
          label={null}
          sites={sites.data.results}
          value={shownSite}
          onChange={setSiteId}
        />
      </Box>
      {pages.isPending ? (
        <Text color="fg.muted">Loading pages…</Text>
      ) : items.length === 0 ? (
        <Text color="fg.muted">This site has no pages yet: crawl it first.</Text>
      ) : (
        <TickList items={items} selected={selected} onChange={onChange} />
      )}
      <Text fontSize="xs" color="fg.muted">
        {selected.length} {selected.length === 1 ? 'page' : 'pages'} selected
      </Text>
    </Stack>
  );
}
