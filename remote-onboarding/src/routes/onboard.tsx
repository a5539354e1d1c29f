import { Container, LoadingSpinner } from '@vigil/shared';
import { OnboardingWizard } from '../features/onboarding/components/onboarding-wizard';
import { useOnboardingEntry } from '../features/onboarding/hooks/use-onboarding-entry';

/** /onboard: entry rules first (they may redirect), then the wizard. */
export function OnboardRoute() {
  const entry = useOnboardingEntry();
  return (
    <Container maxW="2xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '12' }}>
      {entry.kind === 'checking' ? (
        <LoadingSpinner label="Checking your account" />
      ) : (
        <OnboardingWizard
          team={entry.team}
          initialStep={entry.kind === 'add-site' ? 0 : 2}
          initialSite={entry.kind === 'in-progress' ? entry.site : null}
          initialProgress={entry.kind === 'in-progress' ? entry.progress : 0}
        />
      )}
    </Container>
  );
}
