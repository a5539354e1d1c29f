import type { AlertAction } from '@vigil/contract';
import { Grid, IconButton, Input, NativeSelect, Stack, Text } from '@vigil/shared';
import { patchAt, removeAt } from '../../../lib/rows';
import { ACTION_LABELS, TARGET_HINTS } from '../lib/alert-draft';
import { AddRowButton } from '../../../components/add-row-button';

export interface ActionRowsProps {
  rows: AlertAction[];
  onChange: (rows: AlertAction[]) => void;
  /**
   * The caller is not an admin: webhook URLs come masked and only admins add, change or remove
   * a webhook (they are credentials, like the Slack connection), so those rows are read-only.
   */
  webhooksLocked?: boolean;
}

/** Who is told: rows of email / Slack / webhook and where to. */
export function ActionRows({ rows, onChange, webhooksLocked = false }: ActionRowsProps) {
  const locked = (row: AlertAction) => webhooksLocked && row.type === 'webhook';
  return (
    <Stack gap="2">
      {rows.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No one is told yet: add an email, a Slack channel or a webhook.
        </Text>
      ) : null}
      {rows.map((row, index) => (
        <ActionRow
          key={index}
          row={row}
          n={index + 1}
          readOnly={locked(row)}
          webhooksLocked={webhooksLocked}
          onChange={(part) => onChange(patchAt(rows, index, part))}
          onRemove={() => onChange(removeAt(rows, index))}
        />
      ))}
      {webhooksLocked && rows.some(locked) ? (
        <Text fontSize="xs" color="fg.muted">
          Only admins can see a webhook&apos;s URL, or add, change or remove a webhook.
        </Text>
      ) : null}
      <AddRowButton
        onAdd={() =>
          onChange([...rows, { type: webhooksLocked ? 'email' : 'webhook', target: '' }])
        }
      >
        Add action
      </AddRowButton>
    </Stack>
  );
}

interface ActionRowProps {
  row: AlertAction;
  n: number;
  /** A webhook the caller may not change (see `webhooksLocked`). */
  readOnly: boolean;
  webhooksLocked: boolean;
  onChange: (part: Partial<AlertAction>) => void;
  onRemove: () => void;
}

/** The channel, where to, remove. */
function ActionRow({ row, n, readOnly, webhooksLocked, onChange, onRemove }: ActionRowProps) {
  return (
    <Grid
      role="group"
      aria-label={`Action ${n}`}
      templateColumns={{ base: '7rem 1fr auto' }}
      gap="2"
      alignItems="center"
    >
      <NativeSelect.Root size="sm" disabled={readOnly}>
        <NativeSelect.Field
          aria-label={`Action type ${n}`}
          value={row.type}
          onChange={(event) => onChange({ type: event.currentTarget.value as AlertAction['type'] })}
        >
          {Object.entries(ACTION_LABELS).map(([value, label]) => (
            <option
              key={value}
              value={value}
              disabled={webhooksLocked && value === 'webhook' && !readOnly}
            >
              {label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Input
        size="sm"
        aria-label={`Target ${n}`}
        placeholder={TARGET_HINTS[row.type]}
        readOnly={readOnly}
        value={row.target}
        onChange={(event) => onChange({ target: event.target.value })}
      />
      <IconButton
        size="xs"
        variant="ghost"
        aria-label={`Remove action ${n}`}
        disabled={readOnly}
        onClick={onRemove}
      >
        ✕
      </IconButton>
    </Grid>
  );
}
