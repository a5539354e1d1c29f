import { Stack, Text } from '@vigil/shared';
import type { ReactNode } from 'react';

/**
 * A group of controls with their own labels (checkboxes) under one legend; a Field would hand
 * its label to every checkbox inside it.
 */
export function FieldsetFrame({
  legend,
  error,
  children,
}: {
  legend: string;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <Stack as="fieldset" gap="1.5" aria-invalid={error ? true : undefined}>
      <Text as="legend" fontSize="sm" fontWeight="medium" mb="1.5">
        {legend}
      </Text>
      {children}
      {error ? (
        <Text fontSize="xs" color="fg.error" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
