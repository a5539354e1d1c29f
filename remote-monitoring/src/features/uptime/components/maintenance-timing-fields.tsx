import { WEEKDAYS } from '@vigil/contract';
import { Checkbox, HStack, Input, SimpleGrid, Stack, Text } from '@vigil/shared';
import { FieldFrame, SelectField } from '../../../components/field-frame';
import { optionsOf } from '../../../components/select';
import { useTimeZones } from '../../../lib/use-time-zones';
import { browserTimeZone, type MaintenanceDraft } from '../lib/maintenance-draft';
import { minutesText, weekdayName } from '../lib/maintenance-words';

const REPEAT_OPTIONS = [
  { value: 'once', label: 'Once' },
  { value: 'weekly', label: 'Every week' },
];

interface TimingProps {
  draft: MaintenanceDraft;
  onChange: (change: Partial<MaintenanceDraft>) => void;
  errorOf: (field: string) => string | null;
}

function OnceFields({ draft, onChange, errorOf }: TimingProps) {
  const helper = `On your clock (${browserTimeZone()}).`;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
      <FieldFrame label="Starts" required error={errorOf('starts_at')} helper={helper}>
        <Input
          type="datetime-local"
          value={draft.starts_local}
          onChange={(e) => onChange({ starts_local: e.target.value })}
        />
      </FieldFrame>
      <FieldFrame label="Ends" required error={errorOf('ends_at')}>
        <Input
          type="datetime-local"
          value={draft.ends_local}
          onChange={(e) => onChange({ ends_local: e.target.value })}
        />
      </FieldFrame>
    </SimpleGrid>
  );
}

function DayTicks({ draft, onChange, errorOf }: TimingProps) {
  const toggle = (day: (typeof WEEKDAYS)[number], on: boolean) =>
    onChange({ weekdays: on ? [...draft.weekdays, day] : draft.weekdays.filter((d) => d !== day) });
  const error = errorOf('weekdays');
  return (
    <Stack gap="1" role="group" aria-label="Days">
      <Text fontWeight="medium" textStyle="sm">
        Days
      </Text>
      <HStack gap="3" wrap="wrap">
        {WEEKDAYS.map((day) => (
          <Checkbox.Root
            key={day}
            size="sm"
            checked={draft.weekdays.includes(day)}
            onCheckedChange={(change) => toggle(day, change.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{weekdayName(day)}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </HStack>
      {error ? (
        <Text color="fg.error" textStyle="sm">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

function WeeklyFields(props: TimingProps) {
  const { draft, onChange, errorOf } = props;
  const zones = useTimeZones(draft.timezone);
  const minutes = Number(draft.duration_minutes);
  return (
    <Stack gap="3">
      <DayTicks {...props} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <FieldFrame label="Starts at" required error={errorOf('start_time')}>
          <Input
            type="time"
            value={draft.start_time}
            onChange={(e) => onChange({ start_time: e.target.value })}
          />
        </FieldFrame>
        <FieldFrame
          label="Lasts (minutes)"
          required
          error={errorOf('duration_minutes')}
          helper={minutes > 0 ? minutesText(minutes) : undefined}
        >
          <Input
            type="number"
            min={1}
            value={draft.duration_minutes}
            onChange={(e) => onChange({ duration_minutes: e.target.value })}
          />
        </FieldFrame>
      </SimpleGrid>
      <SelectField
        label="Time zone"
        value={draft.timezone}
        options={optionsOf(zones)}
        error={errorOf('timezone')}
        helper="The days and time are on this zone's clock, summer time included."
        onChange={(timezone) => onChange({ timezone })}
      />
    </Stack>
  );
}

/** When the window is on: once between two times, or on some days of every week. */
export function MaintenanceTimingFields(props: TimingProps) {
  return (
    <Stack gap="3">
      <SelectField
        label="Repeats"
        value={props.draft.kind}
        options={REPEAT_OPTIONS}
        error={props.errorOf('kind')}
        onChange={(kind) => props.onChange({ kind: kind as MaintenanceDraft['kind'] })}
      />
      {props.draft.kind === 'once' ? <OnceFields {...props} /> : <WeeklyFields {...props} />}
    </Stack>
  );
}
