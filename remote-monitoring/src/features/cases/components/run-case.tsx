import type { Case } from '@vigil/contract';
import { Button, Field, HStack, NativeSelect, useNavigate, useSites } from '@vigil/shared';
import { useState } from 'react';
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
      <Field.Root maxW={{ base: 'full', sm: '20rem' }}>
        <Field.Label>Run on</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={siteId ?? ''}
            onChange={(event) => setPicked(event.currentTarget.value || null)}
          >
            {siteId && !choices.some((site) => site.id === siteId) && (
              <option value={siteId}>This case's site</option>
            )}
            {choices.map((site) => (
              <option key={site.id} value={site.id}>
                {site.site_url}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
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
