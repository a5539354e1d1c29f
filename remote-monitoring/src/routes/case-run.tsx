import { useParams } from 'react-router';
import { ObjectScreen } from '../components/object-screen';
import { useCaseRun } from '../data/caseruns/get-case-run';
import { CaseRunNotFound } from '../features/case-runs/components/case-run-not-found';
import { CaseRunSteps } from '../features/case-runs/components/case-run-steps';
import { CaseRunSummary } from '../features/case-runs/components/case-run-summary';

/** /caserun/:id : a case run, re-read while it works so each step's status shows live. */
export function CaseRunRoute() {
  const { id = '' } = useParams();
  return (
    <ObjectScreen
      title="Case run"
      thing="case run"
      query={useCaseRun(id)}
      notFound={<CaseRunNotFound />}
    >
      {(run) => (
        <>
          <CaseRunSummary run={run} />
          <CaseRunSteps run={run} />
        </>
      )}
    </ObjectScreen>
  );
}
