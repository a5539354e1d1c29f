import type { ReactNode } from 'react';
import { Box, Container, Heading } from '../ui';
import { ProductMark } from './product-mark';

export interface AuthFrameProps {
  /** The screen's h1; leave out when the content names its own steps (onboarding). */
  title?: string;
  /** Room for wide content (the wizard's plan cards): 64rem instead of a form's 28rem. */
  wide?: boolean;
  children?: ReactNode;
}

/**
 * The frame of every screen outside the shell: sign-in, sign-up, passwords, the setup wizard and
 * the first-site onboarding. The product's logo and name above one centred card.
 */
export function AuthFrame({ title, wide = false, children }: AuthFrameProps) {
  return (
    <Container maxW={wide ? '64rem' : '28rem'} py={{ base: '8', md: '16' }}>
      <Box mb="6" display="flex" justifyContent="center">
        <ProductMark />
      </Box>
      <Box data-testid="auth-frame" borderWidth="1px" rounded="lg" p={{ base: '5', md: '8' }}>
        {title ? (
          <Heading as="h1" size="lg" mb="6">
            {title}
          </Heading>
        ) : null}
        {children}
      </Box>
    </Container>
  );
}
