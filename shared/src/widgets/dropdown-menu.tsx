import type { ReactElement } from 'react';
import { loadOnce } from '../lazy/load-once';
import { DeferredOverlay } from './deferred-overlay';

/** A menu entry: runs `onSelect`, or follows `href` (in a new tab when `external`). */
export interface DropdownMenuItem {
  label: string;
  onSelect?: () => void;
  href?: string;
  external?: boolean;
  disabled?: boolean;
}

export interface DropdownMenuProps {
  /** The button that opens the menu (a focusable element, e.g. a Button or IconButton). */
  trigger: ReactElement;
  items: DropdownMenuItem[];
}

// The menu's code loads when a pointer, focus or key first reaches a trigger (./deferred-overlay.tsx).
const menuCode = loadOnce(() => import('./dropdown-menu-overlay'));

/** A button-triggered menu with keyboard navigation (arrows, Enter, Escape) and menu roles. */
export function DropdownMenu({ trigger, items }: DropdownMenuProps) {
  return (
    <DeferredOverlay
      module={menuCode}
      trigger={trigger}
      opensOnPress
      render={({ DropdownMenuOverlay }, ready, intent) => (
        <DropdownMenuOverlay trigger={ready} items={items} defaultOpen={intent.press} />
      )}
    />
  );
}
