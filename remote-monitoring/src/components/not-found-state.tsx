import { Link, RouterLink, Stack, Text } from '@vigil/shared';

export interface NotFoundStateProps {
  /** What was asked for, e.g. "site": the screen says "Site not found". */
  thing: string;
  backTo: string;
  backLabel: string;
}

/**
 * The API answered 404 (or 400 for an id that cannot exist): say so without telling whether it
 * belongs to another team, and offer the way back.
 */
export function NotFoundState({ thing, backTo, backLabel }: NotFoundStateProps) {
  const title = thing.charAt(0).toUpperCase() + thing.slice(1);
  return (
    <Stack gap="2" role="status">
      <Text fontWeight="medium">{title} not found</Text>
      <Text color="fg.muted">
        This {thing} does not exist, was deleted, or belongs to another team.{' '}
        <Link asChild color="fg" textDecoration="underline">
          <RouterLink to={backTo}>{backLabel}</RouterLink>
        </Link>
      </Text>
    </Stack>
  );
}
