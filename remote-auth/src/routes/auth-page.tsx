import { Box, Container, Heading } from '@vigil/shared';
import type { ReactNode } from 'react';

/** The frame of every sign-in screen: centred card, page title. */
export function AuthPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Container maxW="md" py={{ base: '8', md: '16' }}>
      <Box borderWidth="1px" rounded="lg" p={{ base: '5', md: '8' }}>
        <Heading as="h1" size="lg" mb="6">
          {title}
        </Heading>
        {children}
      </Box>
    </Container>
  );
}
