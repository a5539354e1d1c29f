import { Link, RouterLink, Skeleton } from '@vigil/shared';
import { TestStatusBadge } from '../../../components/test-status-badge';
import { usePageTests } from '../../../data/tests/list-page-tests';
import { paths } from '../../../paths';

/** The page's latest test outcome (re-read while it works), linking to that test. */
export function LatestTestLink({ pageId }: { pageId: string }) {
  // The same query as the first page of the tests list: one request for both.
  const tests = usePageTests(pageId, 1);
  if (tests.isPending) return <Skeleton h="5" w="6rem" aria-label="Loading the latest test" />;
  const latest = tests.data?.results[0];
  if (!latest) return <TestStatusBadge test={null} />;
  return (
    <Link asChild aria-label={`Latest test: ${latest.status}`}>
      <RouterLink to={paths.test(latest.id)}>
        <TestStatusBadge test={latest} />
      </RouterLink>
    </Link>
  );
}
