import { Heading, Stack, Text } from '@vigil/shared';

// Each screen's content arrives with its own issue; until then the route renders its title.
export function ScreenFrame({ title }: { title: string }) {
  return (
    <Stack gap="3">
      <Heading as="h1" size="lg">
        {title}
      </Heading>
      <Text color="fg.muted">Nothing here yet.</Text>
    </Stack>
  );
}
