import { Stack, Text } from '@vigil/shared';
import type { ReactNode } from 'react';

export interface ListEmptyProps {
  /** What is (not) there: "No sites yet", "No requests match these filters". */
  title: string;
  /** Where rows come from, so the reader knows what happens next. */
  hint?: ReactNode;
  /** The next step: Add Site, New issue, Clear filters, Scan now… */
  action?: ReactNode;
}

/** A list with no rows says why and offers the next step, in one look on every screen. */
export function ListEmpty({ title, hint, action }: ListEmptyProps) {
  return (
    <Stack
      gap="2"
      py="6"
      px="4"
      align="center"
      textAlign="center"
      borderWidth="1px"
      borderStyle="dashed"
      rounded="md"
    >
      <Text fontWeight="medium">{title}</Text>
      {hint ? (
        <Text color="fg.muted" fontSize="sm">
          {hint}
        </Text>
      ) : null}
      {action}
    </Stack>
  );
}
