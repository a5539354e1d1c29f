import type { MonitorKind } from '@vigil/contract';
import { Field, NativeSelect } from '@vigil/shared';
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

interface SelectFieldProps<T> {
  value: T;
  error: string | null;
  onChange: (value: T) => void;
}

/** How often the URL is checked. */
export function IntervalField({ value, error, onChange }: SelectFieldProps<number>) {
  return (
    <Field.Root invalid={error !== null}>
      <Field.Label>How often</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(Number(e.target.value))}>
          {INTERVALS.map(([seconds, label]) => (
            <option key={seconds} value={seconds}>
              {label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** The alert whose actions hear of an outage and a recovery ('' = none). */
export function AlertField({ value, error, onChange }: SelectFieldProps<string>) {
  const alerts = useAlertChoices();
  return (
    <Field.Root invalid={error !== null}>
      <Field.Label>Notify</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">Nobody (the issue still opens)</option>
          {(alerts.data?.results ?? []).map((alert) => (
            <option key={alert.id} value={alert.id}>
              {alert.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.HelperText>
        The alert&apos;s email, Slack and webhook actions hear when it goes down and comes back.
      </Field.HelperText>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** What is watched: a URL's answer, its certificate, or a job that must call in. */
export function KindField({ value, error, onChange }: SelectFieldProps<MonitorKind>) {
  return (
    <Field.Root invalid={error !== null}>
      <Field.Label>Kind</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value as MonitorKind)}>
          {KINDS.map(([kind, label]) => (
            <option key={kind} value={kind}>
              {label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
