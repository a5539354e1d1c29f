import type { IssueStatus } from '@vigil/contract';
import { Button, HStack } from '@vigil/shared';

const OPTIONS: { value: IssueStatus; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
];

/** Segmented Open / Closed buttons; the pressed one is the list shown. */
export function IssueStatusFilter({
  status,
  onChange,
}: {
  status: IssueStatus;
  onChange: (status: IssueStatus) => void;
}) {
  return (
    <HStack role="group" aria-label="Status" gap="0">
      {OPTIONS.map(({ value, label }, index) => (
        <Button
          key={value}
          size="sm"
          variant={status === value ? 'solid' : 'outline'}
          aria-pressed={status === value}
          roundedStart={index === 0 ? undefined : '0'}
          roundedEnd={index === OPTIONS.length - 1 ? undefined : '0'}
          onClick={() => onChange(value)}
        >
          {label}
        </Button>
      ))}
    </HStack>
  );
}
