import { Card, Heading, Stack } from '@vigil/shared';
import type { ReactNode } from 'react';
import { ApiExamplesCard } from '../features/api-access/components/api-examples-card';
import { ApiKeyCard } from '../features/api-access/components/api-key-card';

function Section({ title, children }: { title: string; children: ReactNode }) {
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

/** /internal-api : the caller's API key, the base URL, examples and the API reference. */
export function InternalApiRoute() {
  return (
    <Stack gap="6">
      <Heading as="h1" size="lg">
        API access
      </Heading>
      <Section title="API key">
        <ApiKeyCard />
      </Section>
      <Section title="Using the API">
        <ApiExamplesCard />
      </Section>
    </Stack>
  );
}
