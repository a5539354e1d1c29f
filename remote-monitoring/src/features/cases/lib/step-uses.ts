import type { CaseActionType, CaseAssertionType } from '@vigil/contract';

/** Whether a step kind takes an element, and whether it needs one. */
export type Need = 'required' | 'optional' | 'none';

interface Uses {
  label: string;
  element: Need;
  value: Need;
  /** The value's field label ("Address or path"), when it takes one. */
  valueLabel?: string;
}

/** What each action does with its element and value, as the runner reads them. */
export const ACTION_USES: Record<CaseActionType, Uses> = {
  navigate: { label: 'Go to', element: 'none', value: 'optional', valueLabel: 'Address or path' },
  click: { label: 'Click', element: 'required', value: 'none' },
  change: {
    label: 'Enter text',
    element: 'required',
    value: 'required',
    valueLabel: 'Text to enter',
  },
  select: {
    label: 'Choose an option',
    element: 'required',
    value: 'required',
    valueLabel: 'Option',
  },
  hover: { label: 'Hover', element: 'required', value: 'none' },
  key: { label: 'Press a key', element: 'optional', value: 'required', valueLabel: 'Key' },
  scroll: { label: 'Scroll', element: 'optional', value: 'none' },
  wait: { label: 'Wait', element: 'optional', value: 'optional', valueLabel: 'Milliseconds' },
};

/** What each check reads: an element, the page address, an expected value. */
export const ASSERTION_USES: Record<CaseAssertionType, Uses> = {
  exists: { label: 'Element exists', element: 'required', value: 'none' },
  visible: { label: 'Element is visible', element: 'required', value: 'none' },
  text: { label: 'Text is exactly', element: 'optional', value: 'required', valueLabel: 'Text' },
  contains: { label: 'Text contains', element: 'optional', value: 'required', valueLabel: 'Text' },
  regex: {
    label: 'Text matches a pattern',
    element: 'optional',
    value: 'required',
    valueLabel: 'Pattern',
  },
  url: { label: 'Page address is', element: 'none', value: 'required', valueLabel: 'Address' },
  match: {
    label: 'Contains (element) or address is (page)',
    element: 'optional',
    value: 'required',
    valueLabel: 'Expected',
  },
};
