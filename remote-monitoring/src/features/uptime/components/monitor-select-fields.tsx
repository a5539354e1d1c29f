import type { MonitorKind } from '@vigil/contract';
import { useEverySite } from '@vigil/shared';
import { SelectField } from '../../../components/field-frame';
import { SitePicker } from '../../../components/site-picker';
import { useAlertChoices } from '../data/monitors';

/** The intervals offered; the API refuses one below the plan's floor, naming the floor. */
const INTERVALS = [
  [10, 'Every 10 seconds'],
  [30, 'Every 30 seconds'],
  [60, 'Every minute'],
  [300, 'Every 5 minutes'],
  [900, 'Every 15 minutes'],
  [3600, 'Every hour'],
  [86_400, 'Every day'],
] as const;

const KINDS: readonly (readonly [MonitorKind, string])[] = [
  ['http', 'Website (HTTP)'],
  ['tls', 'Certificate expiry (TLS)'],
  ['heartbeat', 'Heartbeat from a cron job'],
];

interface ChoiceFieldProps<T> {
  value: T;
  error: string | null;
  onChange: (value: T) => void;
}

const INTERVAL_OPTIONS = INTERVALS.map(([seconds, label]) => ({ value: String(seconds), label }));
const KIND_OPTIONS = KINDS.map(([kind, label]) => ({ value: kind, label }));

/** How often the URL is checked. */
export function IntervalField({ value, error, onChange }: ChoiceFieldProps<number>) {
  return (
    <SelectField
      label="How often"
      value={value}
      options={INTERVAL_OPTIONS}
      error={error}
      onChange={(seconds) => onChange(Number(seconds))}
    />
  );
}

/** The alert whose actions hear of an outage and a recovery ('' = none). */
export function AlertField({ value, error, onChange }: ChoiceFieldProps<string>) {
  const alerts = useAlertChoices();
  const options = [
    { value: '', label: 'Nobody (the issue still opens)' },
    ...(alerts.data?.results ?? []).map((alert) => ({ value: alert.id, label: alert.name })),
  ];
  return (
    <SelectField
      label="Notify"
      value={value}
      options={options}
      error={error}
      helper="The alert's email, Slack and webhook actions hear when it goes down and comes back."
      onChange={onChange}
    />
  );
}

/** What is watched: a URL's answer, its certificate, or a job that must call in. */
export function KindField({ value, error, onChange }: ChoiceFieldProps<MonitorKind>) {
  return (
    <SelectField
      label="Kind"
      value={value}
      options={KIND_OPTIONS}
      error={error}
      onChange={(kind) => onChange(kind as MonitorKind)}
    />
  );
}

/**
 * The site the monitor belongs to (optional): it then shows on that site's screen and the list
 * filters by it. A site not among the team's (deleted meanwhile) is named, not swapped.
 */
export function SiteField({ value, onChange }: Omit<ChoiceFieldProps<string | null>, 'error'>) {
  const sites = useEverySite();
  return (
    <SitePicker
      sites={sites.data?.results ?? []}
      value={value}
      onChange={onChange}
      label="Site (optional)"
      allLabel="No site"
      unlistedLabel="A site not in your list"
    />
  );
}
