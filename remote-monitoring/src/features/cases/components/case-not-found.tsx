import { Link, Stack, Text } from '@vigil/shared';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../paths';

/** The API answered 404 (or 400 for an id that cannot exist): say so and offer the way back. */
export function CaseNotFound() {
  return (
    <Stack gap="2" role="status">
      <Text fontWeight="medium">Case not found</Text>
      <Text color="fg.muted">
        This case does not exist, was deleted, or belongs to another team.{' '}
        <Link asChild color="fg" textDecoration="underline">
          <RouterLink to={paths.cases}>Back to your cases</RouterLink>
        </Link>
      </Text>
    </Stack>
  );
}
