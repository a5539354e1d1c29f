import type {
  Checkbox as ChakraCheckbox,
  Progress as ChakraProgress,
  Tabs as ChakraTabs,
} from '@chakra-ui/react';
import { deferredParts } from './deferred-parts';

const load = () => import(/* webpackChunkName: "stateful-parts" */ './stateful-parts');

const tabs = deferredParts(
  () => load().then((module) => module.Tabs),
  ['Root', 'List', 'Trigger', 'Content', 'Indicator', 'ContentGroup'],
);
const checkbox = deferredParts(
  () => load().then((module) => module.Checkbox),
  ['Root', 'Control', 'HiddenInput', 'Label', 'Indicator', 'Group'],
);
const progress = deferredParts(
  () => load().then((module) => module.Progress),
  ['Root', 'Track', 'Range', 'Label', 'ValueText'],
);

/** Chakra's Tabs; the parts load on first render (deferred-parts.ts). */
export const Tabs = tabs.parts as unknown as typeof ChakraTabs;
/** Chakra's Checkbox; the parts load on first render (deferred-parts.ts). */
export const Checkbox = checkbox.parts as unknown as typeof ChakraCheckbox;
/** Chakra's Progress; the parts load on first render (deferred-parts.ts). */
export const Progress = progress.parts as unknown as typeof ChakraProgress;

/** Fetches all three ahead of their first render (the jsdom test setup does). */
export const preloadStatefulParts = () =>
  Promise.all([tabs.preload(), checkbox.preload(), progress.preload()]);
