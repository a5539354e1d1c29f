import type { ReactElement, ReactNode } from 'react';
import { loadOnce } from '../lazy/load-once';
import { DeferredOverlay } from './deferred-overlay';

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

// The tooltip's code loads on the first hover or focus of any trigger (./deferred-overlay.tsx).
const tooltipCode = loadOnce(() => import('./tooltip-overlay'));

/** `<Tooltip content="…">{trigger}</Tooltip>`, opening after TOOLTIP_DELAY_MS. */
export function Tooltip(props: TooltipProps) {
  const { content, children, openDelay = TOOLTIP_DELAY_MS } = props;
  if (content === null || content === undefined || content === '') return children;
  return (
    <DeferredOverlay
      module={tooltipCode}
      trigger={children}
      delayMs={openDelay}
      render={({ TooltipOverlay }, trigger, intent) => (
        <TooltipOverlay {...props} openDelay={openDelay} defaultOpen={intent.point || intent.focus}>
          {trigger}
        </TooltipOverlay>
      )}
    />
  );
}
