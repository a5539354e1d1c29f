import { Box, Flex, Heading, Skeleton, Stack } from '@vigil/shared';
import type { ReactNode } from 'react';
import { Pagination } from '../pagination';
import { QueryError } from '../query-error';

/** What the frame reads of a list query (a TanStack `useQuery` result of a contract list). */
export interface ListQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: { count: number; results: T[] } | undefined;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

export interface ListFrameProps<T> {
  /** The section's accessible name ("Sites"); also names the pagination ("Sites pages"). */
  label: string;
  /** A visible h2 above the list; `actions` sit beside it (Scan all, a filter). */
  title?: string;
  actions?: ReactNode;
  /** Filters or forms between the title and the rows, shown in every state. */
  toolbar?: ReactNode;
  query: ListQuery<T>;
  /** The placeholder's accessible name: "Loading sites". */
  loadingLabel: string;
  /** The failed load in the user's words: "Could not load your sites." */
  errorText: string;
  /** Shown instead of the generic error when the list has a better answer (an unknown filter). */
  errorState?: ReactNode;
  /** No rows: a `ListEmpty` saying what to do next. */
  empty: ReactNode;
  page: number;
  onPageChange: (page: number) => void;
  /** Overrides `label` in the pagination's name. */
  pagesLabel?: string;
  /** The rows of this page: a `DataTable` or a list. */
  children: (rows: T[]) => ReactNode;
}

/**
 * Every list screen's frame: loading placeholder, error with retry, empty state with the next
 * step, the rows, and Previous / Next. While another page loads the old rows stay, dimmed.
 */
export function ListFrame<T>(props: ListFrameProps<T>) {
  const { label, title, actions, toolbar, query, page, onPageChange } = props;
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <Stack gap="2" aria-busy="true" aria-label={props.loadingLabel}>
        <Skeleton h="8" />
        <Skeleton h="8" />
        <Skeleton h="8" />
      </Stack>
    );
  } else if (query.isError || !query.data) {
    body = props.errorState ?? (
      <QueryError what={props.errorText} error={query.error} onRetry={() => void query.refetch()} />
    );
  } else if (query.data.count === 0) {
    body = props.empty;
  } else {
    body = (
      <>
        <Box opacity={query.isPlaceholderData ? 0.6 : 1}>{props.children(query.data.results)}</Box>
        <Pagination
          label={props.pagesLabel ?? label}
          page={page}
          count={query.data.count}
          onPageChange={onPageChange}
        />
      </>
    );
  }
  return (
    <Stack as="section" aria-label={label} gap="3">
      {title ? (
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {actions}
        </Flex>
      ) : null}
      {toolbar}
      {body}
    </Stack>
  );
}
