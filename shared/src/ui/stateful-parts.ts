/**
 * Chakra's compound components with a state machine (tabs, checkbox, progress): only
 * ./stateful.ts imports this file, lazily, so their code stays out of the package's first chunk.
 */
export { Checkbox, Progress, Tabs } from '@chakra-ui/react';
