import type { Test } from '@vigil/contract';
import type { ReactNode } from 'react';
import { Stack } from '@vigil/shared';
import { SectionCard } from '../../../components/section-card';
import { WorkingStatus } from '../../../components/working-status';
import { ComponentScores } from './component-scores';
import { ConsoleChanges } from './console-changes';
import { HtmlChanges } from './html-changes';
import { ScoreDeltas } from './score-deltas';
import { VisualDiff, type Screenshot, type Sides } from './visual-diff';

function Working() {
  return <WorkingStatus>Scanning the page and comparing…</WorkingStatus>;
}

/** What a report reads of a test (a site migration's path has the same comparison). */
export type Compared = Pick<Test, 'status' | 'deltas' | 'component_scores' | 'failing_components'>;

/** What the comparison found, one section per component; a live status while it works. */
export function TestReport({
  test,
  screenshot,
  sides,
  screenshotsGone,
}: {
  test: Compared;
  screenshot: Screenshot;
  sides?: Sides;
  /** In place of the screenshots once retention removed them; the scores and changes stay. */
  screenshotsGone?: ReactNode;
}) {
  if (test.status === 'working') return <Working />;
  const deltas = test.deltas;
  if (!deltas) return null;
  return (
    <Stack gap="8">
      <ComponentScores test={test} />
      {deltas.images && (
        <SectionCard title="Visual">
          <VisualDiff
            images={deltas.images}
            screenshot={screenshot}
            sides={sides}
            screenshotsGone={screenshotsGone}
          />
        </SectionCard>
      )}
      {deltas.logs && (
        <SectionCard title="Console">
          <ConsoleChanges logs={deltas.logs} />
        </SectionCard>
      )}
      <SectionCard title="Scores">
        <ScoreDeltas deltas={deltas} />
      </SectionCard>
      {deltas.html && (
        <SectionCard title="HTML">
          <HtmlChanges html={deltas.html} />
        </SectionCard>
      )}
    </Stack>
  );
}
