import { within } from '@testing-library/react';

/** The text of each item of the list(s) in `container`, in order: what a reader goes through. */
export const itemTexts = (container: HTMLElement) =>
  within(container)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
