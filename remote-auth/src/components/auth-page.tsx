import { Box, Container, Heading } from '@vigil/shared';
import type { ReactNode } from 'react';

interface AuthPageProps {
  title: string;
  /** The wizard's billing step: three plan cards side by side need more than a form's width. */
  wide?: boolean;
  children?: ReactNode;
}

/** The frame of every sign-in screen: centred card, page title. */
export function AuthPage({ title, wide = false, children }: AuthPageProps) {
  return (
    <Container maxW={wide ? '64rem' : '28rem'} py={{ base: '8', md: '16' }}>
      <Box data-testid="auth-frame" borderWidth="1px" rounded="lg" p={{ base: '5', md: '8' }}>
        <Heading as="h1" size="lg" mb="6">
          {title}
        </Heading>
        {children}
      </Box>
    </Container>
  );
}
