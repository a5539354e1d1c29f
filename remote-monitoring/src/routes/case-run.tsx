import { IdScreen } from '../components/id-screen';
import { useCaseRun } from '../data/caseruns/get-case-run';
import { CaseRunNotFound } from '../features/cases/components/case-run-not-found';
import { CaseRunSteps } from '../features/cases/components/case-run-steps';
import { CaseRunSummary } from '../features/cases/components/case-run-summary';
import { ScreenshotThumbnail } from '../features/scan-detail/components/screenshot-thumbnail';

/** /caserun/:id : a case run, re-read while it works so each step's status shows live. */
export function CaseRunRoute() {
  return (
    <IdScreen thing="case run" useObject={useCaseRun} notFound={<CaseRunNotFound />}>
      {(run) => (
        <>
          <CaseRunSummary run={run} />
          <CaseRunSteps
            run={run}
            screenshot={(image, alt) => <ScreenshotThumbnail image={image} alt={alt} />}
          />
        </>
      )}
    </IdScreen>
  );
}
