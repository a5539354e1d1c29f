import type { Schedule } from '@vigil/contract';
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
import { QueryState } from '../../../components/query-state';
import { useEveryPageOf } from '../../../data/pages/list-every-page';
import { useEverySchedule } from '../../../data/schedules/list-schedules';
import { useRunSchedule } from '../../../data/schedules/run-schedule';
import { paths } from '../../../paths';
import { covers } from '../lib/covers';
import { TASK_LABELS, timingWords } from '../lib/schedule-words';
import { ScheduleCard, ScheduleStatusBadge } from './schedule-card';
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
  const sitePageIds = new Set(pages.data?.results.map((it) => it.id));
  const what = pageId ? 'page' : 'site';

  return (
    <Stack as="section" aria-label="Schedules" gap="3">
      <Heading as="h2" size="md">
        Schedules
      </Heading>
      <QueryState
        query={schedules}
        loading={<Skeleton h="16" aria-busy="true" aria-label="Loading schedules" />}
        failed="Could not load the schedules."
      >
        {(data) => (
          <PanelList
            schedules={data.results.filter((it) => covers(it, { siteId, pageId, sitePageIds }))}
            what={what}
          />
        )}
      </QueryState>
    </Stack>
  );
}

/** The schedules covering the site or page, a page at a time, or what to do when there are none. */
function PanelList({ schedules, what }: { schedules: Schedule[]; what: 'site' | 'page' }) {
  const [page, setPage] = useState(1);
  if (schedules.length === 0) {
    return (
      <Text color="fg.muted">
        Nothing runs on this {what} by itself yet.{' '}
        <Link asChild>
          <RouterLink to={paths.schedules}>Add a schedule</RouterLink>
        </Link>{' '}
        to scan or test it every day or every few minutes.
      </Text>
    );
  }
  const shown = schedules.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return (
    <Stack gap="3">
      <Stack as="ul" gap="2" listStyleType="none">
        {shown.map((it) => (
          <PanelCard key={it.id} schedule={it} />
        ))}
      </Stack>
      <Pagination
        label={`Schedules of this ${what}`}
        page={page}
        count={schedules.length}
        onPageChange={setPage}
      />
      <Link asChild fontSize="sm" alignSelf="flex-start">
        <RouterLink to={paths.schedules}>Manage schedules</RouterLink>
      </Link>
    </Stack>
  );
}

/** A schedule of the panel: its task, status and Run now, then its timing and runs. */
function PanelCard({ schedule }: { schedule: Schedule }) {
  const run = useRunSchedule();
  const name = scheduleName(schedule);
  const header = (
    <HStack justify="space-between" wrap="wrap" gap="2">
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="medium">{TASK_LABELS[schedule.task_type]}</Text>
        <ScheduleStatusBadge schedule={schedule} />
        {schedule.scope === 'account' ? <Badge variant="outline">Every site</Badge> : null}
      </HStack>
      <Button
        size="xs"
        variant="outline"
        aria-label={`Run now: ${name}`}
        loading={run.isPending}
        onClick={() => run.mutate(schedule.id)}
      >
        Run now
      </Button>
    </HStack>
  );
  return (
    <ScheduleCard schedule={schedule} name={name} header={header}>
      <Text fontSize="sm">{timingWords(schedule)}</Text>
    </ScheduleCard>
  );
}
