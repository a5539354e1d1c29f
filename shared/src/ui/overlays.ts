/**
 * Chakra's overlays that load on first use (issue 18): only the lazy widgets import this file,
 * so their code stays out of the package's first chunk. Not exported from the package root.
 */
export { Dialog, Menu, Tooltip } from '@chakra-ui/react';
