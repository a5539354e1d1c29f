import { AuthFrame, LoadingSpinner } from '@vigil/shared';
import { OnboardingWizard } from '../features/onboarding/components/onboarding-wizard';
import { useOnboardingEntry } from '../features/onboarding/hooks/use-onboarding-entry';

/** /onboard: entry rules first (they may redirect), then the wizard, in the setup wizard's frame. */
export function OnboardRoute() {
  const entry = useOnboardingEntry();
  return (
    // The setup wizard's frame (product mark, one centred card): the wizard leads straight here.
    <AuthFrame>
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
    </AuthFrame>
  );
}
