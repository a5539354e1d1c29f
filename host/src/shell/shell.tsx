import {
  addSiteDialogOpenAtom,
  Box,
  Flex,
  Outlet,
  useAtom,
  useLocation,
  useSmallScreen,
} from '@vigil/shared';
import { useCallback, useEffect, useState } from 'react';
import { AddSiteDialog } from '../add-site/add-site-dialog';
import { MobileSidebar } from './mobile-sidebar';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import { useShellData } from './use-shell-data';
import { useSidebarOpen } from './use-sidebar-open';

/**
 * The signed-in layout: sidebar and top bar belong to the host, so they survive any remote. On
 * mount it loads the team's metrics, sites, team and plan (useShellData).
 */
export function Shell() {
  const small = useSmallScreen();
  const [open, toggle] = useSidebarOpen();
  const [overlayOpen, setOverlayOpen] = useState(false);
  // In the shared store, so that a remote's "Add Site" opens this same dialog.
  const [addingSite, setAddingSite] = useAtom(addSiteDialogOpenAtom);
  const { pathname } = useLocation();

  useShellData();
  // The small-screen overlay closes whenever the route changes.
  useEffect(() => setOverlayOpen(false), [pathname]);

  const addSite = useCallback(() => {
    setOverlayOpen(false);
    setAddingSite(true);
  }, [setAddingSite]);

  return (
    <Flex minH="100vh">
      {small ? null : (
        <Box position="sticky" top="0" h="100vh" flexShrink={0} _print={{ display: 'none' }}>
          <Sidebar open={open} onToggle={toggle} onAddSite={addSite} />
        </Box>
      )}
      {small && overlayOpen ? (
        <MobileSidebar onClose={() => setOverlayOpen(false)} onAddSite={addSite} />
      ) : null}
      <Box flex="1" minW="0">
        {/* Printing (the page report) prints the screen's content, not the app around it. */}
        <TopBar
          onOpenMenu={small ? () => setOverlayOpen(true) : undefined}
          menuOpen={overlayOpen}
        />
        <Box as="main" p={{ base: '3', md: '6' }} _print={{ p: '0' }}>
          <Outlet />
        </Box>
      </Box>
      <AddSiteDialog open={addingSite} onClose={() => setAddingSite(false)} />
    </Flex>
  );
}
