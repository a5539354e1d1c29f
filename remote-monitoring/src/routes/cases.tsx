import { Stack } from '@vigil/shared';
import { ScreenHeading } from '../components/screen-heading';
import { CaseList } from '../features/cases/components/case-list';

/** /case : the team's cases, filterable by site. */
export function CasesRoute() {
  return (
    <Stack gap="6">
      <ScreenHeading
        title="Cases"
        description="Step-by-step journeys through your sites, each step an action and the check after it."
      />
      <CaseList />
    </Stack>
  );
}
