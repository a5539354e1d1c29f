import { Input, SimpleGrid, Stack, Text } from '@vigil/shared';
import { cronWords } from '../lib/cron-words';
import type { ScheduleDraft, ScheduleFieldsProps } from '../lib/schedule-draft';
import { FREQUENCY_LABELS } from '../lib/schedule-words';
import { FieldFrame } from '../../../components/field-frame';
import { Select } from '../../../components/select';
import { useTimeZones } from '../../../lib/use-time-zones';

const CRON = 'cron';
const REPEAT_OPTIONS = [
  ...Object.entries(FREQUENCY_LABELS).map(([value, label]) => ({ value, label })),
  { value: CRON, label: 'Custom (cron)' },
];

type FieldsProps = ScheduleFieldsProps;

/** A preset, or a cron of its own; the minute-step presets explain their second. */
function RepeatField({ draft, onChange, errorOf, usesTime }: FieldsProps & { usesTime: boolean }) {
  const isCron = draft.timing === 'cron';
  return (
    <FieldFrame
      label="Repeat"
      error={errorOf('frequency')}
      helper={
        usesTime || isCron
          ? undefined
          : 'Runs at a fixed second of its own within each period; for on the minute, use a cron'
      }
    >
      <Select
        value={isCron ? CRON : draft.frequency}
        onChange={(value) =>
          value === CRON
            ? onChange({ timing: 'cron' })
            : onChange({ timing: 'preset', frequency: value as ScheduleDraft['frequency'] })
        }
        options={REPEAT_OPTIONS}
      />
    </FieldFrame>
  );
}

/** The cron expression, read back in words as it is typed. */
function CronField({ draft, onChange, errorOf }: FieldsProps) {
  return (
    <FieldFrame
      label="Cron"
      error={errorOf('cron')}
      helper="minute hour day-of-month month weekday, e.g. */15 * * * * or 30 9 * * 1"
    >
      <Input
        size="sm"
        fontFamily="mono"
        value={draft.cron}
        onChange={(event) => onChange({ cron: event.target.value })}
      />
      <Text fontSize="sm" aria-live="polite" data-testid="cron-reading">
        Runs {cronWords(draft.cron)}
      </Text>
    </FieldFrame>
  );
}

/** Repeat (a preset or a cron with its reading), time and timezone. */
export function ScheduleTimingFields(props: ScheduleFieldsProps) {
  const { draft, onChange, errorOf } = props;
  const zones = useTimeZones(draft.timezone);
  const isCron = draft.timing === 'cron';
  // The minute-step presets ignore the time; hourly uses only its minutes.
  const usesTime = !isCron && !['10-min', '30-min'].includes(draft.frequency);
  return (
    <Stack gap="3">
      <RepeatField {...props} usesTime={usesTime} />
      {isCron ? <CronField {...props} /> : null}
      <SimpleGrid columns={{ base: 1, sm: usesTime ? 2 : 1 }} gap="3">
        {usesTime ? (
          <FieldFrame
            label="Time"
            error={errorOf('time')}
            helper={draft.frequency === 'hourly' ? 'Only the minutes count' : undefined}
          >
            <Input
              size="sm"
              type="time"
              value={draft.time}
              onChange={(event) => onChange({ time: event.target.value })}
            />
          </FieldFrame>
        ) : null}
        <FieldFrame label="Timezone" error={errorOf('timezone')}>
          <Select
            value={draft.timezone}
            onChange={(timezone) => onChange({ timezone })}
            options={zones.map((zone) => ({ value: zone, label: zone }))}
          />
        </FieldFrame>
      </SimpleGrid>
    </Stack>
  );
}
