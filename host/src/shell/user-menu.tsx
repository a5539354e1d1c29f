import { href } from '@vigil/contract';
import {
  authAtom,
  Box,
  Button,
  DropdownMenu,
  getRuntimeConfig,
  logout,
  useAtomValue,
  useNavigate,
} from '@vigil/shared';

/** Account, Support and Docs (external, from /config/app.json), Log out (product.md §2). */
export function UserMenu() {
  const email = useAtomValue(authAtom).account?.email ?? '';
  const navigate = useNavigate();
  const { links } = getRuntimeConfig();
  return (
    <DropdownMenu
      trigger={
        <Button aria-label="User menu" variant="ghost" size="sm" maxW={{ base: '10', md: '64' }}>
          <Box
            as="span"
            data-testid="account-email"
            display={{ base: 'none', md: 'inline' }}
            truncate
          >
            {email}
          </Box>
          <Box as="span" aria-hidden="true" display={{ base: 'inline', md: 'none' }}>
            {email.charAt(0).toUpperCase() || '?'}
          </Box>
          <span aria-hidden="true">▾</span>
        </Button>
      }
      items={[
        { label: 'Account', onSelect: () => void navigate(href.account) },
        { label: 'Support', href: links.support, external: true },
        { label: 'Docs', href: links.docs, external: true },
        { label: 'Log out', onSelect: () => logout() },
      ]}
    />
  );
}
