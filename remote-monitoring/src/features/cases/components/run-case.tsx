import type { Case } from '@vigil/contract';
import { Button, HStack, useSites } from '@vigil/shared';
import { SitePicker } from '../../../components/site-picker';
import { useStartCaseRun } from '../../../data/caseruns/start-case-run';
import { useRunOnSite } from '../../../lib/use-run-on-site';
import { paths } from '../../../paths';

/** Run on a site: the case's own site first, or another of the team's; opens the run's screen. */
export function RunCase({ testCase }: { testCase: Case }) {
  const sites = useSites(1);
  const start = useStartCaseRun();
  const choices = sites.data?.results ?? [];
  const { siteId, pick, run } = useRunOnSite(start, choices, testCase.site, paths.caseRun);
  return (
    <HStack gap="2" align="end" wrap="wrap">
      <SitePicker
        label="Run on"
        narrow
        sites={choices}
        value={siteId}
        onChange={pick}
        unlistedLabel="This case's site"
      />
      <Button
        size="sm"
        disabled={siteId === null || testCase.steps.length === 0}
        loading={start.isPending}
        onClick={() => run({ case_id: testCase.id })}
      >
        Run
      </Button>
    </HStack>
  );
}
