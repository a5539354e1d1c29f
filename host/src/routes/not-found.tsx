import { href } from '@vigil/contract';
import { Link, RouterLink, Text, VStack } from '@vigil/shared';

/** Any unmatched path, and /404 (product.md §2). */
export function NotFound() {
  return (
    <VStack py="20" gap="3">
      <Text fontSize="lg" textAlign="center" px="4">
        Page not found. Check the address or{' '}
        <Link asChild color="blue.500">
          <RouterLink to={href.home}>go home</RouterLink>
        </Link>
      </Text>
    </VStack>
  );
}
