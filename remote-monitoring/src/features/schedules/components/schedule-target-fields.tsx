import { Stack } from '@vigil/shared';
import { useEveryCase } from '../../../data/cases/list-every-case';
import { useFlowChoices } from '../../../data/flows/list-flow-choices';
import type { ScheduleDraft, ScheduleFieldsProps } from '../lib/schedule-draft';
import { FieldFrame } from '../../../components/field-frame';
import { FieldsetFrame } from './fieldset-frame';
import { ResourcePicker } from './resource-picker';
import { Select } from '../../../components/select';

const SCOPES = [
  { value: 'account', label: 'Every site of the team' },
  { value: 'site', label: 'Some sites' },
  { value: 'page', label: 'Some pages' },
];
const TASKS = [
  { value: 'scan', label: 'Scan' },
  { value: 'test', label: 'Test (compare with the baseline)' },
  { value: 'caserun', label: 'Case run' },
  { value: 'flowrun', label: 'Flow run (one run per site)' },
  { value: 'migration', label: "Site migration (repeats each site's latest)" },
];

/** What runs and on what: scope, its sites or pages, task type, the case or flow it runs. */
export function ScheduleTargetFields(fields: ScheduleFieldsProps) {
  const { draft, onChange, errorOf } = fields;
  const cases = useEveryCase(null, draft.task_type === 'caserun');
  const flows = useFlowChoices(draft.task_type === 'flowrun');
  return (
    <Stack gap="3">
      <FieldFrame label="Runs on" error={errorOf('scope')}>
        <Select
          value={draft.scope}
          // Site ids mean nothing as page ids: a new scope starts with nothing ticked.
          onChange={(scope) => onChange({ scope: scope as ScheduleDraft['scope'], resources: [] })}
          options={SCOPES}
        />
      </FieldFrame>
      {draft.scope !== 'account' ? (
        <FieldsetFrame
          legend={draft.scope === 'site' ? 'Sites' : 'Pages'}
          error={errorOf('resources')}
        >
          <ResourcePicker
            scope={draft.scope}
            selected={draft.resources}
            onChange={(resources) => onChange({ resources })}
          />
        </FieldsetFrame>
      ) : null}
      <FieldFrame label="Task" error={errorOf('task_type')}>
        <Select
          value={draft.task_type}
          onChange={(task) => onChange({ task_type: task as ScheduleDraft['task_type'] })}
          options={TASKS}
        />
      </FieldFrame>
      {draft.task_type === 'caserun' ? (
        <RunsWhatField field="case_id" choices={cases} {...fields} />
      ) : null}
      {draft.task_type === 'flowrun' ? (
        <RunsWhatField field="flow_id" choices={flows} {...fields} />
      ) : null}
    </Stack>
  );
}

interface Choices {
  isPending: boolean;
  data?: { count: number; results: { id: string; title: string }[] };
}

/** What the schedule's case or flow is called, and what to do when there is none yet. */
const RUNS = {
  case_id: { label: 'Case', empty: 'No cases yet: Vigil generates them for your sites.' },
  flow_id: { label: 'Flow', empty: 'No flows yet: build one on Flows.' },
} as const;

/** The case or flow a schedule runs: "Choose a case" (or flow) until one is picked. */
function RunsWhatField({
  field,
  choices,
  draft,
  onChange,
  errorOf,
}: ScheduleFieldsProps & { field: keyof typeof RUNS; choices: Choices }) {
  const { label, empty } = RUNS[field];
  const thing = label.toLowerCase();
  return (
    <FieldFrame
      label={label}
      error={errorOf(field)}
      helper={choices.data?.count === 0 ? empty : undefined}
    >
      <Select
        value={draft[field] ?? ''}
        onChange={(id) => onChange({ [field]: id || null })}
        options={[
          { value: '', label: choices.isPending ? `Loading ${thing}s…` : `Choose a ${thing}` },
          ...(choices.data?.results ?? []).map((it) => ({ value: it.id, label: it.title })),
        ]}
      />
    </FieldFrame>
  );
}
