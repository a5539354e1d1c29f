import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { getProvidedSystem } from './system';

/** Chakra's context for the whole app; used by AppProviders, not exported from the package. */
export function UiProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={getProvidedSystem()}>{children}</ChakraProvider>;
}
