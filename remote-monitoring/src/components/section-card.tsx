import { Card, Heading } from '@vigil/shared';
import type { ReactNode } from 'react';

/** One titled block of a screen (Account, API access): an outlined card named for screen readers. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title} variant="outline">
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
