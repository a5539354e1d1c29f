import type { CaseLocator } from '@vigil/contract';
import { Box, Field, Input, SimpleGrid, Stack, Text } from '@vigil/shared';
import type { ReactNode } from 'react';
import type { Need } from '../lib/step-uses';
import type { Target } from '../lib/steps-draft';

// No placeholders: beside filled fields, example text reads as a value the step has.
const LOCATOR_FIELDS: { key: keyof CaseLocator; label: string; hint?: string }[] = [
  { key: 'role', label: 'Role', hint: 'button, link, textbox…' },
  { key: 'name', label: 'Name', hint: 'With a role: its accessible name.' },
  { key: 'label', label: 'Label' },
  { key: 'text', label: 'Text' },
  { key: 'test_id', label: 'Test id' },
];

export interface TargetFieldsProps {
  /** The group's name: "Action" or "Check". */
  legend: string;
  /** The kind picker (action type or check type), first in the group. */
  kind: ReactNode;
  target: Target;
  element: Need;
  value: Need;
  valueLabel?: string;
  onChange: (target: Partial<Target>) => void;
}

/**
 * One action's or check's element and value. The element may be named several ways at once: the
 * runner tries role + name, label, text, test id, then CSS, and keeps the first that matches
 * exactly one element, so a case survives a changed class name.
 */
export function TargetFields(props: TargetFieldsProps) {
  const { legend, kind, target, element, value, valueLabel = 'Value', onChange } = props;
  const setLocator = (key: keyof CaseLocator, text: string) =>
    onChange({ locator: { ...target.locator, [key]: text } });
  return (
    <Box as="fieldset" aria-label={legend} borderWidth="1px" rounded="md" p="3" minW="0">
      <Stack gap="3">
        {kind}
        {element !== 'none' && (
          <Stack gap="2">
            <Text fontSize="sm" color="fg.muted">
              Element{element === 'optional' ? ' (optional)' : ''}: tried in this order, the first
              way that finds exactly one element is used.
            </Text>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
              {LOCATOR_FIELDS.map(({ key, label, hint }) => (
                <Field.Root key={key}>
                  <Field.Label>{label}</Field.Label>
                  <Input
                    size="sm"
                    value={target.locator?.[key] ?? ''}
                    onChange={(event) => setLocator(key, event.target.value)}
                  />
                  {hint && <Field.HelperText>{hint}</Field.HelperText>}
                </Field.Root>
              ))}
              <Field.Root>
                <Field.Label>CSS selector</Field.Label>
                <Input
                  size="sm"
                  fontFamily="mono"
                  value={target.selector ?? ''}
                  onChange={(event) => onChange({ selector: event.target.value })}
                />
              </Field.Root>
            </SimpleGrid>
          </Stack>
        )}
        {value !== 'none' && (
          <Field.Root required={value === 'required'}>
            <Field.Label>{valueLabel}</Field.Label>
            <Input
              size="sm"
              value={target.value ?? ''}
              onChange={(event) => onChange({ value: event.target.value || null })}
            />
            <Field.HelperText>
              {'{{NAME}}'} is replaced at run time by the team&apos;s secret NAME.
            </Field.HelperText>
          </Field.Root>
        )}
      </Stack>
    </Box>
  );
}
