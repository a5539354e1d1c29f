import {
  Badge,
  Button,
  Heading,
  HStack,
  Link,
  PAGE_SIZE,
  RouterLink,
  Skeleton,
  Stack,
  Text,
} from '@vigil/shared';
import { useState } from 'react';
import { Pagination } from '../../../components/pagination';
import { QueryError } from '../../../components/query-error';
import { useEveryPageOf } from '../../../data/pages/list-every-page';
import { useEverySchedule } from '../../../data/schedules/list-schedules';
import { useRunSchedule } from '../../../data/schedules/run-schedule';
import { paths } from '../../../paths';
import { covers } from '../lib/covers';
import { TASK_LABELS, timingWords } from '../lib/schedule-words';
import { ScheduleLastRun, ScheduleNextRun } from './schedule-run-cell';
import { scheduleName } from './schedules-table';

export interface SchedulesPanelProps {
  siteId: string;
  /** Given on a page's screen: the schedules of that page (and of its site, and the team's). */
  pageId?: string;
}

/**
 * The schedules that run on a site or a page, for the site and page screens: each with its
 * timing, next and last run, and Run now; managing them happens on /schedule.
 */
export function SchedulesPanel({ siteId, pageId }: SchedulesPanelProps) {
  const schedules = useEverySchedule();
  // On a site's screen, a page schedule covers the site when it names one of its pages.
  const pages = useEveryPageOf(pageId ? null : siteId);
  const run = useRunSchedule();
  const [page, setPage] = useState(1);
  const sitePageIds = new Set(pages.data?.results.map((it) => it.id));
  const what = pageId ? 'page' : 'site';

  let body;
  if (schedules.isPending) {
    body = <Skeleton h="16" aria-busy="true" aria-label="Loading schedules" />;
  } else if (schedules.isError) {
    body = (
      <QueryError
        what="Could not load the schedules."
        error={schedules.error}
        onRetry={() => void schedules.refetch()}
      />
    );
  } else {
    const matching = schedules.data.results.filter((it) =>
      covers(it, { siteId, pageId, sitePageIds }),
    );
    const shown = matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
    body =
      matching.length === 0 ? (
        <Text color="fg.muted">
          Nothing runs on this {what} by itself yet.{' '}
          <Link asChild>
            <RouterLink to={paths.schedules}>Add a schedule</RouterLink>
          </Link>{' '}
          to scan or test it every day or every few minutes.
        </Text>
      ) : (
        <Stack gap="3">
          <Stack as="ul" gap="2" listStyleType="none">
            {shown.map((it) => (
              <Stack
                as="li"
                key={it.id}
                borderWidth="1px"
                rounded="md"
                p="3"
                gap="2"
                aria-label={scheduleName(it)}
              >
                <HStack justify="space-between" wrap="wrap" gap="2">
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="medium">{TASK_LABELS[it.task_type]}</Text>
                    <Badge colorPalette={it.status === 'Active' ? 'green' : 'gray'}>
                      {it.status}
                    </Badge>
                    {it.scope === 'account' ? <Badge variant="outline">Every site</Badge> : null}
                  </HStack>
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={`Run now: ${scheduleName(it)}`}
                    loading={run.isPending && run.variables === it.id}
                    onClick={() => run.mutate(it.id)}
                  >
                    Run now
                  </Button>
                </HStack>
                <Text fontSize="sm">{timingWords(it)}</Text>
                <HStack gap="6" wrap="wrap" fontSize="sm" align="start">
                  <Stack gap="0">
                    <Text color="fg.muted" fontSize="xs">
                      Next run
                    </Text>
                    <ScheduleNextRun schedule={it} />
                  </Stack>
                  <Stack gap="0">
                    <Text color="fg.muted" fontSize="xs">
                      Last run
                    </Text>
                    <ScheduleLastRun schedule={it} />
                  </Stack>
                </HStack>
              </Stack>
            ))}
          </Stack>
          <Pagination
            label={`Schedules of this ${what}`}
            page={page}
            count={matching.length}
            onPageChange={setPage}
          />
          <Link asChild fontSize="sm" alignSelf="flex-start">
            <RouterLink to={paths.schedules}>Manage schedules</RouterLink>
          </Link>
        </Stack>
      );
  }
  return (
    <Stack as="section" aria-label="Schedules" gap="3">
      <Heading as="h2" size="md">
        Schedules
      </Heading>
      {body}
    </Stack>
  );
}
