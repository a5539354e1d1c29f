import type { Monitor, MonitorKind } from '@vigil/contract';
import { Button, HStack, Input, Modal, Stack, Text } from '@vigil/shared';
import { type ReactNode, useState } from 'react';
import { DialogForm } from '../../../components/dialog-form';
import { FieldFrame } from '../../../components/field-frame';
import { useSaveDraft } from '../../../lib/use-save-draft';
import { useSaveMonitor } from '../data/monitors';
import { bodyOf, draftOf, type MonitorDraft as Draft } from '../lib/monitor-draft';
import { MonitorRequestFields } from './monitor-request-fields';
import { AlertField, IntervalField, KindField, SiteField } from './monitor-select-fields';

/** What the URL field says of the check, by kind. */
const URL_HELP: Record<Exclude<MonitorKind, 'heartbeat'>, string> = {
  http: 'Checked with a GET: any 2xx or 3xx answer is up; two failed checks in a row are down.',
  tls: 'An https URL: down when its certificate is untrusted or expires within the days below.',
};

/** A required text field of the monitor. */
function TextField(props: {
  label: string;
  error: string | null;
  helper?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  type?: string;
}) {
  return (
    <FieldFrame label={props.label} required error={props.error} helper={props.helper}>
      <Input
        type={props.type}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </FieldFrame>
  );
}

const pingText = (url: string) =>
  `Your job calls ${url} (GET or POST) each run; silence past the interval and the grace is down.`;

/**
 * A new heartbeat's secret URL, shown once it exists: what the customer's job must call. It
 * replaces the form inside the same dialog, so the dialog does not close and open again.
 */
function HeartbeatCreated({ monitor, onClose }: { monitor: Monitor; onClose: () => void }) {
  return (
    <Stack gap="4">
      <Text overflowWrap="anywhere">{pingText(monitor.heartbeat_url ?? '')}</Text>
      <HStack justify="end">
        <Button onClick={onClose}>Done</Button>
      </HStack>
    </Stack>
  );
}

/** What each field piece reads and changes of the draft. */
interface FieldsProps {
  draft: Draft;
  monitor: Monitor | null;
  errorOf: (field: string) => string | null;
  set: (change: Partial<Draft>) => void;
}

/** The kinds' own number settings: what each is called and what it does. */
const SETTINGS = {
  grace_seconds: {
    label: 'Grace (seconds)',
    helper: 'How late a ping may be, past the interval, before the monitor is down.',
  },
  tls_warn_days: {
    label: 'Days before expiry',
    helper: 'Fewer days left than this and the monitor is down, while there is time to renew.',
  },
} as const;

/** A kind's own number setting: a heartbeat's grace, a tls monitor's days. */
function SettingField({
  name,
  draft,
  errorOf,
  set,
}: Omit<FieldsProps, 'monitor'> & { name: keyof typeof SETTINGS }) {
  return (
    <TextField
      label={SETTINGS[name].label}
      type="number"
      value={draft[name]}
      error={errorOf(`settings.${name}`)}
      helper={SETTINGS[name].helper}
      onChange={(value) => set({ [name]: value } as Pick<Draft, typeof name>)}
    />
  );
}

/**
 * What the kind watches: a heartbeat's URL and grace, or a URL with a tls monitor's days or an
 * http monitor's headers and basic auth.
 */
function TargetFields({ draft, monitor, errorOf, set }: FieldsProps) {
  if (draft.kind === 'heartbeat') {
    return (
      <>
        <Text textStyle="sm" color="fg.muted" overflowWrap="anywhere">
          {monitor?.heartbeat_url
            ? pingText(monitor.heartbeat_url)
            : 'After saving, the monitor shows a secret URL for your job to call each run.'}
        </Text>
        <SettingField name="grace_seconds" draft={draft} errorOf={errorOf} set={set} />
      </>
    );
  }
  return (
    <>
      <TextField
        label="URL"
        type="url"
        value={draft.url}
        error={errorOf('url')}
        helper={URL_HELP[draft.kind]}
        onChange={(url) => set({ url })}
      />
      {draft.kind === 'tls' ? (
        <SettingField name="tls_warn_days" draft={draft} errorOf={errorOf} set={set} />
      ) : (
        <MonitorRequestFields draft={draft} errorOf={errorOf} set={set} />
      )}
    </>
  );
}

/** Name, kind, what it watches, how often, which alert hears of an outage, and its site. */
function MonitorFields({ draft, monitor, errorOf, set }: FieldsProps) {
  return (
    <>
      <TextField
        label="Name"
        value={draft.name}
        error={errorOf('name')}
        onChange={(name) => set({ name })}
      />
      <KindField value={draft.kind} error={errorOf('kind')} onChange={(kind) => set({ kind })} />
      <TargetFields draft={draft} monitor={monitor} errorOf={errorOf} set={set} />
      <IntervalField
        value={draft.interval_seconds}
        error={errorOf('interval_seconds')}
        onChange={(interval_seconds) => set({ interval_seconds })}
      />
      <AlertField
        value={draft.alert_id}
        error={errorOf('alert_id')}
        onChange={(alert_id) => set({ alert_id })}
      />
      <SiteField value={draft.site_id} onChange={(site_id) => set({ site_id })} />
    </>
  );
}

/**
 * New or edit: what to check, how often, which alert hears of an outage and which site it
 * belongs to (`siteId`: the site a new monitor starts on, when opened from the site's screen).
 */
export function MonitorFormDialog({
  monitor,
  siteId = null,
  onClose,
}: {
  monitor: Monitor | null;
  siteId?: string | null;
  onClose: () => void;
}) {
  const save = useSaveMonitor(monitor?.id ?? null);
  const form = useSaveDraft(() => draftOf(monitor, siteId), save, 'Could not save the monitor.');
  const [created, setCreated] = useState<Monitor | null>(null);
  const formTitle = monitor ? 'Edit monitor' : 'New monitor';
  const submit = () =>
    save.mutate(bodyOf(form.draft, monitor), {
      onSuccess: (saved) => (!monitor && saved.heartbeat_url ? setCreated(saved) : onClose()),
    });
  return (
    <Modal open onClose={onClose} title={created ? 'Heartbeat added' : formTitle}>
      {created ? (
        <HeartbeatCreated monitor={created} onClose={onClose} />
      ) : (
        <DialogForm
          label={formTitle}
          onSubmit={submit}
          onClose={onClose}
          problem={form.problem}
          submitLabel={monitor ? 'Save' : 'Add monitor'}
          busy={save.isPending}
        >
          <MonitorFields
            draft={form.draft}
            monitor={monitor}
            errorOf={form.errorOf}
            set={form.set}
          />
        </DialogForm>
      )}
    </Modal>
  );
}
