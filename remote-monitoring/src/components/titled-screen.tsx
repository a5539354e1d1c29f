import { Heading, Stack } from '@vigil/shared';
import type { ReactNode } from 'react';

/** A screen headed by its h1 alone (no description line), its sections stacked under it. */
export function TitledScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="6">
      <Heading as="h1" size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
