import type { Case } from '@vigil/contract';
import { Flex, HStack, Link, RouterLink, Stack, Text, useSite } from '@vigil/shared';
import { ManagedByCodeBadge } from '../../../components/managed-by-code-badge';
import { paths } from '../../../paths';
import { CaseTitle } from './case-title';
import { CaseTypeBadge } from './case-type-badge';
import { DeleteCaseButton } from './delete-case-button';
import { ExportSpecButton } from './export-spec-button';
import { RunCase } from './run-case';
import { stepCount } from '../lib/step-count';

/** The case's title, site, type and size, with Run, the export and Delete. */
export function CaseSummary({ testCase }: { testCase: Case }) {
  const site = useSite(testCase.site);
  const siteUrl = site.data?.site_url ?? null;
  return (
    <Stack gap="3">
      <CaseTitle testCase={testCase} />
      <HStack gap="3" wrap="wrap">
        <CaseTypeBadge type={testCase.type} />
        <ManagedByCodeBadge managedBy={testCase.managed_by} />
        <Text color="fg.muted">{stepCount(testCase.steps.length)}</Text>
        <Text color="fg.muted" overflowWrap="anywhere">
          {testCase.site === null ? (
            'No site'
          ) : site.isError ? (
            'Site unavailable'
          ) : (
            <>
              Site{' '}
              <Link asChild color="fg" overflowWrap="anywhere">
                <RouterLink to={paths.site(testCase.site)}>{siteUrl ?? '…'}</RouterLink>
              </Link>
            </>
          )}
        </Text>
      </HStack>
      <Flex gap="3" wrap="wrap" align="end">
        <RunCase testCase={testCase} />
        <ExportSpecButton testCase={testCase} siteUrl={siteUrl} waiting={site.isLoading} />
        <DeleteCaseButton testCase={testCase} />
      </Flex>
    </Stack>
  );
}
