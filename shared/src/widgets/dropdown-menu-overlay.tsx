import { Portal } from '../ui';
import { Menu } from '../ui/overlays';
import type { DropdownMenuProps } from './dropdown-menu';

/** DropdownMenu's Chakra part, loaded when a trigger is first reached (./dropdown-menu.tsx). */
export function DropdownMenuOverlay({
  trigger,
  items,
  defaultOpen,
}: DropdownMenuProps & { defaultOpen: boolean }) {
  return (
    <Menu.Root defaultOpen={defaultOpen}>
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
