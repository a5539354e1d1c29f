import { Link, Stack, Text } from '@vigil/shared';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../paths';

/** The API answered 404 (or 400 for an id that cannot exist): say so and offer the way back. */
export function PageNotFound() {
  return (
    <Stack gap="2" role="status">
      <Text fontWeight="medium">Page not found</Text>
      <Text color="fg.muted">
        This page does not exist, was deleted, or belongs to another team.{' '}
        <Link asChild color="fg" textDecoration="underline">
          <RouterLink to={paths.home}>Back to your sites</RouterLink>
        </Link>
      </Text>
    </Stack>
  );
}
