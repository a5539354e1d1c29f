import { Flex, HStack, IconButton, Tooltip, useColorMode } from '@vigil/shared';
import { GlobalSearch } from '../search/global-search';
import { UserMenu } from './user-menu';

export interface TopBarProps {
  /** Opens the sidebar overlay; given on small screens only. */
  onOpenMenu?: () => void;
  menuOpen?: boolean;
}

/** Search, theme toggle and user menu (product.md §2, top bar). */
export function TopBar({ onOpenMenu, menuOpen = false }: TopBarProps) {
  const { colorMode, toggleColorMode } = useColorMode();
  const next = colorMode === 'dark' ? 'light' : 'dark';
  return (
    <Flex
      as="header"
      align="center"
      gap={{ base: '2', md: '4' }}
      px={{ base: '2', md: '4' }}
      py="2"
      borderBottomWidth="1px"
      bg="bg"
      position="sticky"
      top="0"
      zIndex="sticky"
      _print={{ display: 'none' }}
    >
      {onOpenMenu ? (
        <IconButton
          aria-label="Open menu"
          aria-expanded={menuOpen}
          variant="ghost"
          size="sm"
          onClick={onOpenMenu}
        >
          <span aria-hidden="true">☰</span>
        </IconButton>
      ) : null}
      <GlobalSearch />
      <HStack gap="1" flexShrink={0} ml="auto">
        <Tooltip content={`Switch to ${next} theme`}>
          <IconButton
            aria-label="Toggle theme"
            aria-pressed={colorMode === 'dark'}
            variant="ghost"
            size="sm"
            onClick={toggleColorMode}
          >
            <span aria-hidden="true">{colorMode === 'dark' ? '☀' : '☾'}</span>
          </IconButton>
        </Tooltip>
        <UserMenu />
      </HStack>
    </Flex>
  );
}
