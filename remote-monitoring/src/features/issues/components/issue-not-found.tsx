import { Link, RouterLink, Stack, Text } from '@vigil/shared';
import { paths } from '../../../paths';

/** The API answered 404 (or 400 for an id that cannot exist): say so and offer the way back. */
export function IssueNotFound() {
  return (
    <Stack gap="2" role="status">
      <Text fontWeight="medium">Issue not found</Text>
      <Text color="fg.muted">
        This issue does not exist or belongs to another team.{' '}
        <Link asChild color="fg" textDecoration="underline">
          <RouterLink to={paths.issues}>Back to your issues</RouterLink>
        </Link>
      </Text>
    </Stack>
  );
}
