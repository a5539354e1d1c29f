import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { getSystem } from './system';

/** Chakra's context for the whole app; used by AppProviders, not exported from the package. */
export function UiProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={getSystem()}>{children}</ChakraProvider>;
}
