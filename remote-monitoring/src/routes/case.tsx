import { IdScreen } from '../components/id-screen';
import { useCase } from '../data/cases/get-case';
import { CaseNotFound } from '../features/cases/components/case-not-found';
import { CaseRuns } from '../features/cases/components/case-runs';
import { CaseSummary } from '../features/cases/components/case-summary';
import { StepsEditor } from '../features/cases/components/steps-editor';

/** /case/:id : the case, its steps to edit, Run on a site, its runs, and the Playwright export. */
export function CaseRoute() {
  return (
    <IdScreen thing="case" useObject={useCase} notFound={<CaseNotFound />}>
      {(testCase) => (
        <>
          <CaseSummary testCase={testCase} />
          <StepsEditor testCase={testCase} />
          <CaseRuns caseId={testCase.id} />
        </>
      )}
    </IdScreen>
  );
}
