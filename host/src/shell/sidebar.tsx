import { SIDEBAR, type SidebarEntry } from '@vigil/contract';
import {
  authAtom,
  Badge,
  Box,
  Button,
  Flex,
  IconButton,
  Link,
  metricsAtom,
  NavLink,
  teamAtom,
  Text,
  useAtomValue,
  VStack,
} from '@vigil/shared';

/** Open (16rem) and closed (6rem) widths of the desktop sidebar (product.md §2). */
const SIDEBAR_WIDTH = { open: '16rem', closed: '6rem' } as const;

export interface SidebarProps {
  /** Closed: 6rem wide, compact entries. The overlay on small screens is always open. */
  open: boolean;
  onAddSite: () => void;
  /** The desktop open/close toggle; absent in the small-screen overlay. */
  onToggle?: () => void;
}

/** The table names a badge; here it gets its look: beta in primary, open issues as a warning. */
function NavBadge({ badge }: { badge: SidebarEntry['badge'] }) {
  const openIssues = useAtomValue(metricsAtom)?.open_issues ?? 0;
  if (!badge || (badge === 'open-issues' && openIssues <= 0)) return null;
  return (
    <Badge colorPalette={badge === 'beta' ? 'blue' : 'orange'} variant="solid" size="sm">
      {badge === 'beta' ? 'beta' : openIssues}
    </Badge>
  );
}

/**
 * Main navigation (the route table's sidebar entries), Add Site, and the team and account in the
 * footer (product.md §2).
 */
export function Sidebar({ open, onAddSite, onToggle }: SidebarProps) {
  const auth = useAtomValue(authAtom);
  const team = useAtomValue(teamAtom);
  return (
    <Flex
      as="nav"
      aria-label="Main"
      data-state={open ? 'open' : 'closed'}
      direction="column"
      w={open ? SIDEBAR_WIDTH.open : SIDEBAR_WIDTH.closed}
      h="full"
      p={open ? '4' : '2'}
      gap="4"
      bg="bg"
      borderRightWidth="1px"
      className="group"
      transition="width 0.15s"
    >
      <Flex align="center" justify={open ? 'space-between' : 'center'} minH="8">
        <Text fontWeight="bold" fontSize="lg">
          {open ? 'Vigil' : 'V'}
        </Text>
        {onToggle ? (
          <IconButton
            aria-label={open ? 'Collapse sidebar' : 'Expand sidebar'}
            aria-expanded={open}
            size="xs"
            variant="ghost"
            onClick={onToggle}
            // Shown while the pointer is over the sidebar, or when reached by keyboard.
            opacity="0"
            _groupHover={{ opacity: 1 }}
            _focusVisible={{ opacity: 1 }}
          >
            <span aria-hidden="true">{open ? '«' : '»'}</span>
          </IconButton>
        ) : null}
      </Flex>
      <Button size="sm" onClick={onAddSite} aria-label="Add Site" px={open ? undefined : '1'}>
        {open ? 'Add Site' : '+ Site'}
      </Button>
      <VStack align="stretch" gap="1" flex="1">
        {SIDEBAR.map((item) => (
          <Link
            key={item.href}
            asChild
            px={open ? '3' : '1'}
            py="2"
            rounded="md"
            fontSize={open ? 'sm' : 'xs'}
            justifyContent={open ? 'space-between' : 'center'}
            flexWrap="wrap"
            gap="1"
            textAlign="center"
            color="fg"
            _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
            css={{ '&[aria-current=page]': { bg: 'bg.emphasized', fontWeight: 'semibold' } }}
          >
            <NavLink to={item.href} end={item.href === '/'}>
              {item.label}
              <NavBadge badge={item.badge} />
            </NavLink>
          </Link>
        ))}
      </VStack>
      <Box fontSize="xs" color="fg.muted" borderTopWidth="1px" pt="3" minW="0">
        <Text truncate fontWeight="medium" color="fg" title={team?.name}>
          {team?.name}
        </Text>
        <Text truncate title={auth.account?.email}>
          {auth.account?.email}
        </Text>
      </Box>
    </Flex>
  );
}
