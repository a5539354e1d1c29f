import type { Case } from '@vigil/contract';
import { Button, HStack, useNavigate, useSites } from '@vigil/shared';
import { useState } from 'react';
import { SitePicker } from '../../../components/site-picker';
import { useStartCaseRun } from '../../../data/caseruns/start-case-run';
import { paths } from '../../../paths';

/** Run on a site: the case's own site first, or another of the team's; opens the run's screen. */
export function RunCase({ testCase }: { testCase: Case }) {
  const sites = useSites(1);
  const [picked, setPicked] = useState<string | null>(null);
  const start = useStartCaseRun();
  const navigate = useNavigate();
  const choices = sites.data?.results ?? [];
  const siteId = picked ?? testCase.site ?? choices[0]?.id ?? null;
  return (
    <HStack gap="2" align="end" wrap="wrap">
      <SitePicker
        label="Run on"
        narrow
        sites={choices}
        value={siteId}
        onChange={setPicked}
        unlistedLabel="This case's site"
      />
      <Button
        size="sm"
        disabled={siteId === null || testCase.steps.length === 0}
        loading={start.isPending}
        onClick={() =>
          siteId &&
          start.mutate(
            { case_id: testCase.id, site_id: siteId },
            { onSuccess: (run) => navigate(paths.caseRun(run.id)) },
          )
        }
      >
        Run
      </Button>
    </HStack>
  );
}
