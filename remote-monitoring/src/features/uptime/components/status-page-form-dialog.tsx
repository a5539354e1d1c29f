import type { Monitor, StatusPage } from '@vigil/contract';
import {
  Button,
  Checkbox,
  HStack,
  Input,
  Modal,
  Stack,
  Text,
  Textarea,
  useEverySite,
} from '@vigil/shared';
import { type FormEvent, useState } from 'react';
import { FormProblem } from '../../../components/form-problem';
import { SitePicker } from '../../../components/site-picker';
import { problemOf } from '../../../lib/save-problem';
import { useMonitorChoices, useSaveStatusPage } from '../data/status-pages';
import { FieldFrame } from './field-frame';

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
function MonitorTicks(props: {
  monitors: Monitor[];
  selected: string[];
  error: string | null;
  onChange: (ids: string[]) => void;
}) {
  const toggle = (id: string, on: boolean) =>
    props.onChange(on ? [...props.selected, id] : props.selected.filter((it) => it !== id));
  return (
    <Stack gap="1" role="group" aria-label="Monitors shown">
      <Text fontWeight="medium" textStyle="sm">
        Monitors shown
      </Text>
      {props.monitors.length === 0 ? (
        <Text color="fg.muted" textStyle="sm">
          You have no monitor yet: add one above first, then show it here.
        </Text>
      ) : (
        <Stack gap="1" maxH="12rem" overflowY="auto" borderWidth="1px" rounded="md" p="2">
          {props.monitors.map((monitor) => (
            <Checkbox.Root
              key={monitor.id}
              size="sm"
              checked={props.selected.includes(monitor.id)}
              onCheckedChange={(change) => toggle(monitor.id, change.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label overflowWrap="anywhere">{monitor.name}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      )}
      {props.error ? (
        <Text color="fg.error" textStyle="sm">
          {props.error}
        </Text>
      ) : null}
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
  const [draft, setDraft] = useState(() => draftOf(page));
  const save = useSaveStatusPage(page?.id ?? null);
  const monitors = useMonitorChoices();
  const sites = useEverySite();
  const problem = save.isError ? problemOf(save.error, 'Could not save the status page.') : null;
  const errorOf = (field: string) => (problem?.field === field ? problem.message : null);
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  const title = page ? 'Edit status page' : 'New status page';

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(draft, { onSuccess: onClose });
  }

  return (
    <Modal open onClose={onClose} title={title}>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="4">
          <PageTextFields draft={draft} errorOf={errorOf} set={set} />
          <MonitorTicks
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
          <FormProblem problem={problem} />
          <HStack justify="end" gap="2">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {page ? 'Save' : 'Add status page'}
            </Button>
          </HStack>
        </Stack>
      </form>
    </Modal>
  );
}
