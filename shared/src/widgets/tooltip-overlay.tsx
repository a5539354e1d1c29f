import { Portal } from '../ui';
import { Tooltip as ChakraTooltip } from '../ui/overlays';
import type { TooltipProps } from './tooltip';

/** Tooltip's Chakra part, loaded on the first hover or focus of any trigger (./tooltip.tsx). */
export function TooltipOverlay({
  content,
  children,
  openDelay,
  closeDelay,
  disabled,
  showArrow,
  placement = 'top',
  defaultOpen,
}: TooltipProps & { defaultOpen: boolean }) {
  return (
    <ChakraTooltip.Root
      // The first opening has waited its delay while the code loaded (defaultOpen); later ones
      // wait here.
      openDelay={openDelay}
      closeDelay={closeDelay}
      disabled={disabled}
      defaultOpen={defaultOpen && !disabled}
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
