import type { Monitor, StatusPage } from '@vigil/contract';
import { Checkbox, Input, Stack, Text, Textarea, useEverySite } from '@vigil/shared';
import { FormDialog } from '../../../components/dialog-form';
import { SitePicker } from '../../../components/site-picker';
import { useSaveDraft } from '../../../lib/use-save-draft';
import { useMonitorChoices, useSaveStatusPage } from '../data/status-pages';
import { FieldFrame } from '../../../components/field-frame';
import { MonitorTicks } from './monitor-ticks';

interface Draft {
  title: string;
  slug: string;
  description: string;
  site_id: string | null;
  monitor_ids: string[];
  show_urls: boolean;
}

const draftOf = (page: StatusPage | null): Draft => ({
  title: page?.title ?? '',
  slug: page?.slug ?? '',
  description: page?.description ?? '',
  site_id: page?.site_id ?? null,
  monitor_ids: page?.monitor_ids ?? [],
  show_urls: page?.show_urls ?? false,
});

/** The monitors to show, ticked in the order the page lists them. */
function ShownMonitors(props: {
  monitors: Monitor[];
  selected: string[];
  error: string | null;
  onChange: (ids: string[]) => void;
}) {
  return (
    <Stack gap="1" role="group" aria-label="Monitors shown">
      <Text fontWeight="medium" textStyle="sm">
        Monitors shown
      </Text>
      <MonitorTicks
        {...props}
        noneText="You have no monitor yet: add one above first, then show it here."
      />
    </Stack>
  );
}

/** What the page is called, where it is public, and what it says. */
function PageTextFields(props: {
  draft: Draft;
  errorOf: (field: string) => string | null;
  set: (change: Partial<Draft>) => void;
}) {
  const { draft, errorOf, set } = props;
  return (
    <>
      <FieldFrame label="Title" required error={errorOf('title')}>
        <Input value={draft.title} onChange={(e) => set({ title: e.target.value })} />
      </FieldFrame>
      <FieldFrame
        label="Address"
        required
        error={errorOf('slug')}
        helper={`Public at /status/${draft.slug || 'your-slug'}: lowercase letters, digits and hyphens.`}
      >
        <Input value={draft.slug} onChange={(e) => set({ slug: e.target.value })} />
      </FieldFrame>
      <FieldFrame label="Description" error={errorOf('description')}>
        <Textarea
          rows={2}
          value={draft.description}
          onChange={(e) => set({ description: e.target.value })}
        />
      </FieldFrame>
    </>
  );
}

/** New or edit: the page's title and address, what it says, and which monitors it shows. */
export function StatusPageFormDialog({
  page,
  onClose,
}: {
  page: StatusPage | null;
  onClose: () => void;
}) {
  const save = useSaveStatusPage(page?.id ?? null);
  const monitors = useMonitorChoices();
  const sites = useEverySite();
  const form = useSaveDraft(() => draftOf(page), save, 'Could not save the status page.');
  const { draft, set, errorOf } = form;
  return (
    <FormDialog
      label={page ? 'Edit status page' : 'New status page'}
      onSubmit={() => save.mutate(draft, { onSuccess: onClose })}
      onClose={onClose}
      problem={form.problem}
      submitLabel={page ? 'Save' : 'Add status page'}
      busy={save.isPending}
    >
      <PageTextFields draft={draft} errorOf={errorOf} set={set} />
      <ShownMonitors
        monitors={monitors.data?.results ?? []}
        selected={draft.monitor_ids}
        error={errorOf('monitor_ids')}
        onChange={(monitor_ids) => set({ monitor_ids })}
      />
      <Checkbox.Root
        checked={draft.show_urls}
        onCheckedChange={(change) => set({ show_urls: change.checked === true })}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Show the monitors&apos; URLs on the public page</Checkbox.Label>
      </Checkbox.Root>
      <SitePicker
        sites={sites.data?.results ?? []}
        value={draft.site_id}
        onChange={(site_id) => set({ site_id })}
        label="Site (optional)"
        allLabel="No site"
      />
    </FormDialog>
  );
}
