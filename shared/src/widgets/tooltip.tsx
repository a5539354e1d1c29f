import type { ReactElement, ReactNode } from 'react';
import { Portal, Tooltip as ChakraTooltip } from '../ui';

/** Delay before a tooltip opens (product.md §9). */
export const TOOLTIP_DELAY_MS = 100;

export interface TooltipProps {
  /** The tip; when empty the trigger renders alone. */
  content: ReactNode;
  /** One focusable element (it receives the trigger's props and the aria-describedby link). */
  children: ReactElement;
  openDelay?: number;
  closeDelay?: number;
  disabled?: boolean;
  showArrow?: boolean;
  placement?: 'top' | 'bottom' | 'left' | 'right';
}

function TooltipWrapper({
  content,
  children,
  openDelay = TOOLTIP_DELAY_MS,
  closeDelay,
  disabled,
  showArrow,
  placement = 'top',
}: TooltipProps) {
  if (content === null || content === undefined || content === '') return children;
  return (
    <ChakraTooltip.Root
      openDelay={openDelay}
      closeDelay={closeDelay}
      disabled={disabled}
      positioning={{ placement }}
    >
      <ChakraTooltip.Trigger asChild>{children}</ChakraTooltip.Trigger>
      <Portal>
        <ChakraTooltip.Positioner>
          <ChakraTooltip.Content>
            {showArrow ? (
              <ChakraTooltip.Arrow>
                <ChakraTooltip.ArrowTip />
              </ChakraTooltip.Arrow>
            ) : null}
            {content}
          </ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.Root>
  );
}

/**
 * `<Tooltip content="…">{trigger}</Tooltip>`, opening after TOOLTIP_DELAY_MS. Chakra's raw parts
 * stay reachable as `Tooltip.Root`, `Tooltip.Trigger`… for the rare custom case, because the
 * package root can export only one `Tooltip`.
 */
export const Tooltip = Object.assign(TooltipWrapper, ChakraTooltip);
