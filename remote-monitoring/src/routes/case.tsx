import { useParams } from 'react-router';
import { ObjectScreen } from '../components/object-screen';
import { useCase } from '../data/cases/get-case';
import { CaseNotFound } from '../features/cases/components/case-not-found';
import { CaseSteps } from '../features/cases/components/case-steps';
import { CaseSummary } from '../features/cases/components/case-summary';

/** /case/:id : the case, its steps in words, and its export as a Playwright test. */
export function CaseRoute() {
  const { id = '' } = useParams();
  return (
    <ObjectScreen title="Case" thing="case" query={useCase(id)} notFound={<CaseNotFound />}>
      {(testCase) => (
        <>
          <CaseSummary testCase={testCase} />
          <CaseSteps steps={testCase.steps} />
        </>
      )}
    </ObjectScreen>
  );
}
