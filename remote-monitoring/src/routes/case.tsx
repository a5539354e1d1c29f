import { Heading, httpStatusOf, LoadingSpinner, Stack } from '@vigil/shared';
import { useParams } from 'react-router';
import { QueryError } from '../components/query-error';
import { useCase } from '../data/cases/get-case';
import { CaseNotFound } from '../features/cases/components/case-not-found';
import { CaseSteps } from '../features/cases/components/case-steps';
import { CaseSummary } from '../features/cases/components/case-summary';

// 400 is an id that is not a UUID: to the user that is the same as an unknown case.
const NOT_FOUND = new Set([400, 404]);

/** /case/:id : the case, its steps in words, and its export as a Playwright test. */
export function CaseRoute() {
  const { id = '' } = useParams();
  const testCase = useCase(id);
  return (
    <Stack gap="6">
      <Heading as="h1" size="lg">
        Case
      </Heading>
      {testCase.isPending ? (
        <LoadingSpinner label="Loading the case" />
      ) : testCase.isError ? (
        NOT_FOUND.has(httpStatusOf(testCase.error) ?? 0) ? (
          <CaseNotFound />
        ) : (
          <QueryError
            what="Could not load the case."
            error={testCase.error}
            onRetry={() => void testCase.refetch()}
          />
        )
      ) : (
        <>
          <CaseSummary testCase={testCase.data} />
          <CaseSteps steps={testCase.data.steps} />
        </>
      )}
    </Stack>
  );
}
