import type { AlertAction } from '@vigil/contract';
import { Button, Grid, IconButton, Input, NativeSelect, Stack, Text } from '@vigil/shared';
import { ACTION_LABELS, TARGET_HINTS } from '../lib/alert-draft';

export interface ActionRowsProps {
  rows: AlertAction[];
  onChange: (rows: AlertAction[]) => void;
}

/** Who is told: rows of email / Slack / webhook and where to. */
export function ActionRows({ rows, onChange }: ActionRowsProps) {
  const set = (index: number, part: Partial<AlertAction>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...part } : row)));
  return (
    <Stack gap="2">
      {rows.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No one is told yet: add an email, a Slack channel or a webhook.
        </Text>
      ) : null}
      {rows.map((row, index) => {
        const n = index + 1;
        return (
          <Grid
            key={index}
            role="group"
            aria-label={`Action ${n}`}
            templateColumns={{ base: '7rem 1fr auto' }}
            gap="2"
            alignItems="center"
          >
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                aria-label={`Action type ${n}`}
                value={row.type}
                onChange={(event) =>
                  set(index, { type: event.currentTarget.value as AlertAction['type'] })
                }
              >
                {Object.entries(ACTION_LABELS).map(([value, label]) => (
                  <option key={value} value={value}>
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
              value={row.target}
              onChange={(event) => set(index, { target: event.target.value })}
            />
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={`Remove action ${n}`}
              onClick={() => onChange(rows.filter((_, at) => at !== index))}
            >
              ✕
            </IconButton>
          </Grid>
        );
      })}
      <Button
        size="xs"
        variant="outline"
        alignSelf="flex-start"
        onClick={() => onChange([...rows, { type: 'webhook', target: '' }])}
      >
        Add action
      </Button>
    </Stack>
  );
}
