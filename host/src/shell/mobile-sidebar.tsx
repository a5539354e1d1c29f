import { Box, CloseButton } from '@vigil/shared';
import { useEffect, useRef } from 'react';
import { Sidebar } from './sidebar';

export interface MobileSidebarProps {
  onClose: () => void;
  onAddSite: () => void;
}

/** The sidebar as an overlay on small screens: Escape or the backdrop closes it. */
export function MobileSidebar({ onClose, onAddSite }: MobileSidebarProps) {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    close.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <Box position="fixed" inset="0" zIndex="overlay" role="dialog" aria-modal aria-label="Menu">
      <Box
        position="absolute"
        inset="0"
        bg="blackAlpha.600"
        onClick={onClose}
        data-testid="menu-backdrop"
      />
      <Box position="relative" h="full" w="fit-content" maxW="85vw" shadow="lg">
        <Sidebar open onAddSite={onAddSite} />
        <CloseButton
          ref={close}
          position="absolute"
          top="3"
          right="3"
          size="sm"
          aria-label="Close menu"
          onClick={onClose}
        />
      </Box>
    </Box>
  );
}
