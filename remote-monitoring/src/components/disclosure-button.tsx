import { Button } from '@vigil/shared';
import type { ComponentProps } from 'react';

export type DisclosureButtonProps = Omit<ComponentProps<typeof Button>, 'onClick' | 'children'> & {
  open: boolean;
  onToggle: () => void;
  /** Its words while closed, then while open: "Show HTML source", "Hide HTML source". */
  words: readonly [closed: string, opened: string];
};

/** An outlined button that opens or closes what follows it, and tells a screen reader which. */
export function DisclosureButton({ open, onToggle, words, ...button }: DisclosureButtonProps) {
  return (
    <Button variant="outline" {...button} aria-expanded={open} onClick={onToggle}>
      {open ? words[1] : words[0]}
    </Button>
  );
}
