import { pageQuerySchema } from '@vigil/contract';
import { ListEmpty } from '../../../components/list/list-empty';
import { ListFrame } from '../../../components/list/list-frame';
import { useListParams } from '../../../components/list/use-list-params';
import { usePageTests } from '../../../data/tests/list-page-tests';
import { TestsTable } from './tests-table';

// The page comes from the route; the address's ?page= belongs to the scans list above.
const TESTS_PARAMS = pageQuerySchema;

/** The page's tests, ten at a time, each linking to its comparison. */
export function PageTests({ pageId }: { pageId: string }) {
  const { page, setPage } = useListParams(TESTS_PARAMS, { inUrl: false });
  const tests = usePageTests(pageId, page);
  return (
    <ListFrame
      label="Tests"
      title="Tests"
      query={tests}
      loadingLabel="Loading tests"
      errorText="Could not load the tests."
      empty={
        <ListEmpty
          title="No tests yet"
          hint="Test now scans the page and compares it with its previous scan."
        />
      }
      page={page}
      onPageChange={setPage}
      pagesLabel="Tests"
    >
      {(rows) => <TestsTable tests={rows} />}
    </ListFrame>
  );
}
