import type { ReactElement } from 'react';
import { Menu, Portal } from '../ui';

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

/** A button-triggered menu with keyboard navigation (arrows, Enter, Escape) and menu roles. */
export function DropdownMenu({ trigger, items }: DropdownMenuProps) {
  return (
    <Menu.Root>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {items.map((item) =>
              item.href ? (
                <Menu.Item key={item.label} value={item.label} disabled={item.disabled} asChild>
                  <a
                    href={item.href}
                    onClick={item.onSelect}
                    {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  >
                    {item.label}
                  </a>
                </Menu.Item>
              ) : (
                <Menu.Item
                  key={item.label}
                  value={item.label}
                  disabled={item.disabled}
                  onSelect={item.onSelect}
                >
                  {item.label}
                </Menu.Item>
              ),
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
