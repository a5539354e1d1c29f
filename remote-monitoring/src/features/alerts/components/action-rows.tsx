import type { AlertAction } from '@vigil/contract';
import { Button, Grid, IconButton, Input, NativeSelect, Stack, Text } from '@vigil/shared';
import { ACTION_LABELS, TARGET_HINTS } from '../lib/alert-draft';

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
  const set = (index: number, part: Partial<AlertAction>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...part } : row)));
  const locked = (row: AlertAction) => webhooksLocked && row.type === 'webhook';
  return (
    <Stack gap="2">
      {rows.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No one is told yet: add an email, a Slack channel or a webhook.
        </Text>
      ) : null}
      {rows.map((row, index) => {
        const n = index + 1;
        const readOnly = locked(row);
        return (
          <Grid
            key={index}
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
                onChange={(event) =>
                  set(index, { type: event.currentTarget.value as AlertAction['type'] })
                }
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
              onChange={(event) => set(index, { target: event.target.value })}
            />
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={`Remove action ${n}`}
              disabled={readOnly}
              onClick={() => onChange(rows.filter((_, at) => at !== index))}
            >
              ✕
            </IconButton>
          </Grid>
        );
      })}
      {webhooksLocked && rows.some(locked) ? (
        <Text fontSize="xs" color="fg.muted">
          Only admins can see a webhook&apos;s URL, or add, change or remove a webhook.
        </Text>
      ) : null}
      <Button
        size="xs"
        variant="outline"
        alignSelf="flex-start"
        onClick={() =>
          onChange([...rows, { type: webhooksLocked ? 'email' : 'webhook', target: '' }])
        }
      >
        Add action
      </Button>
    </Stack>
  );
}
