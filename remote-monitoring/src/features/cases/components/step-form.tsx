import {
  caseActionTypeSchema,
  caseAssertionTypeSchema,
  type CaseActionType,
  type CaseAssertionType,
  type CaseStep,
} from '@vigil/contract';
import { Field, Stack } from '@vigil/shared';
import { Select } from '../../../components/select';
import { ACTION_USES, ASSERTION_USES } from '../lib/step-uses';
import type { DraftChange } from '../lib/steps-draft';
import { TargetFields } from './target-fields';

interface KindSelectProps {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}

function KindSelect({ label, value, options, onChange }: KindSelectProps) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Select value={value} options={options} onChange={onChange} />
    </Field.Root>
  );
}

const ACTIONS = caseActionTypeSchema.options.map((type) => ({
  value: type,
  label: ACTION_USES[type].label,
}));
const NO_CHECK = '';
const CHECKS = [
  { value: NO_CHECK, label: 'No check' },
  ...caseAssertionTypeSchema.options.map((type) => ({
    value: type,
    label: ASSERTION_USES[type].label,
  })),
];

export interface StepFormProps {
  index: number;
  step: CaseStep;
  onChange: (change: DraftChange) => void;
}

/** One step's fields: the action and its element and value, then the optional check after it. */
export function StepForm({ index, step, onChange }: StepFormProps) {
  const { action, assertion } = step;
  const actionUses = ACTION_USES[action.type];
  const checkUses = assertion && ASSERTION_USES[assertion.type];
  return (
    <Stack gap="3">
      <TargetFields
        legend="Action"
        kind={
          <KindSelect
            label="Action"
            value={action.type}
            options={ACTIONS}
            onChange={(type) =>
              onChange({ kind: 'actionType', index, type: type as CaseActionType })
            }
          />
        }
        target={action}
        element={actionUses.element}
        value={actionUses.value}
        valueLabel={actionUses.valueLabel}
        onChange={(target) => onChange({ kind: 'action', index, target })}
      />
      <TargetFields
        legend="Check"
        kind={
          <KindSelect
            label="Check"
            value={assertion?.type ?? NO_CHECK}
            options={CHECKS}
            onChange={(type) =>
              onChange({
                kind: 'assertionType',
                index,
                type: type === NO_CHECK ? null : (type as CaseAssertionType),
              })
            }
          />
        }
        target={assertion ?? { selector: null, value: null }}
        element={checkUses?.element ?? 'none'}
        value={checkUses?.value ?? 'none'}
        valueLabel={checkUses?.valueLabel}
        onChange={(target) => onChange({ kind: 'assertion', index, target })}
      />
    </Stack>
  );
}
