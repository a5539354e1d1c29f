import { Heading, httpStatusOf, Link, LoadingSpinner, RouterLink, Stack } from '@vigil/shared';
import type { ReactNode } from 'react';
import { QueryError } from './query-error';

// 400 is an id that is not a UUID: to the user that is the same as an unknown object.
const NOT_FOUND = new Set([400, 404]);

/** The part of a query result a screen of one object reads (TanStack Query's shape). */
export interface ObjectQuery<T> {
  isPending: boolean;
  data: T | undefined;
  error: unknown;
  refetch: () => unknown;
}

export interface ObjectScreenProps<T> {
  /** The screen's heading, e.g. "Site". */
  title: string;
  /** What is loaded, in the user's words: "Loading the site", "Could not load the site." */
  thing: string;
  query: ObjectQuery<T>;
  /** Shown when the API answers 404 (or 400 for an id that cannot exist). */
  notFound: ReactNode;
  /** A way back shown above the heading. */
  back?: { to: string; label: string };
  children: (data: T) => ReactNode;
}

/**
 * The frame of every screen about one object (/site/:id, /scan/:id, …): heading, loading, not
 * found, a failed read with retry, then the object. Data already loaded stays on screen when a
 * later re-poll fails, so a polled screen does not flash an error.
 */
export function ObjectScreen<T>({
  title,
  thing,
  query,
  notFound,
  back,
  children,
}: ObjectScreenProps<T>) {
  const heading = (
    <Heading as="h1" size="lg">
      {title}
    </Heading>
  );
  return (
    <Stack gap="6">
      {back ? (
        <Stack gap="1">
          <Link asChild color="fg.muted" fontSize="sm">
            <RouterLink to={back.to}>{back.label}</RouterLink>
          </Link>
          {heading}
        </Stack>
      ) : (
        heading
      )}
      {query.isPending ? (
        <LoadingSpinner label={`Loading the ${thing}`} />
      ) : query.data === undefined ? (
        NOT_FOUND.has(httpStatusOf(query.error) ?? 0) ? (
          notFound
        ) : (
          <QueryError
            what={`Could not load the ${thing}.`}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        )
      ) : (
        children(query.data)
      )}
    </Stack>
  );
}
