import { HStack, Stack, useSearchParams } from '@vigil/shared';
import { ScreenHeading } from '../components/screen-heading';
import { CaseList } from '../features/cases/components/case-list';
import { ImportCaseButton } from '../features/cases/components/import-case-button';
import { NewCaseButton } from '../features/cases/components/new-case-button';
import { SecretsButton } from '../features/cases/components/secrets-button';

/** /case : the team's cases, filterable by site and type; new, imported, and their secrets. */
export function CasesRoute() {
  // A new case is for the site the list is filtered on, when it is.
  const siteId = useSearchParams()[0].get('site');
  return (
    <Stack gap="6">
      <ScreenHeading
        title="Cases"
        description="Step-by-step journeys through your sites, each step an action and the check after it."
        actions={
          <HStack gap="2" wrap="wrap">
            <NewCaseButton siteId={siteId} />
            <ImportCaseButton siteId={siteId} />
            <SecretsButton />
          </HStack>
        }
      />
      <CaseList />
    </Stack>
  );
}
