import {
  Alert,
  Heading,
  LoadingSpinner,
  notify,
  Stack,
  teamAtom,
  useAtomValue,
  useNavigate,
} from '@vigil/shared';
import { useState } from 'react';
import { AuthPage } from '../../components/auth-page';
import { paths } from '../../paths';
import { BillingStep } from './billing/billing-step';
import { InviteStep } from './steps/invite-step';
import { PhoneStep } from './steps/phone-step';
import { SurveyStep } from './steps/survey-step';
import { TeamStep } from './steps/team-step';
import { useWizardStart, type WizardStep } from './use-wizard-start';
import { createTeam, saveSurvey, sendInvites } from './wizard-actions';

const TITLES: Record<Exclude<WizardStep, 'loading'>, string> = {
  phone: 'Your phone number',
  team: 'Name your team',
  invites: 'Invite your team',
  survey: 'Tell us about you',
  billing: 'Choose a plan',
};

/** /account/new and /account/join: the wizard in its frame, wide for the billing step's plan cards. */
export function SetupWizard() {
  const start = useWizardStart();
  return (
    <AuthPage title="Set up your team" wide={start.step === 'billing'}>
      <WizardSteps {...start} />
    </AuthPage>
  );
}

/** Phone → team → invites → survey → billing → /onboard (product.md §4). */
function WizardSteps({ step, setStep, error }: ReturnType<typeof useWizardStart>) {
  const navigate = useNavigate();
  const team = useAtomValue(teamAtom);
  // Kept until the team exists: the phone is saved with the creator's membership.
  const [phone, setPhone] = useState('');

  if (error)
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{error}</Alert.Title>
      </Alert.Root>
    );
  if (step === 'loading') return <LoadingSpinner label="Loading your account..." />;

  async function finishSurvey(answers: (string | null)[]) {
    try {
      await saveSurvey(answers);
      setStep('billing');
    } catch (failure) {
      console.warn('Saving the survey failed', failure);
      notify.error('Contact support');
    }
  }

  return (
    <Stack gap="4">
      <Heading as="h2" size="md">
        {TITLES[step]}
      </Heading>
      {step === 'phone' && (
        <PhoneStep phone={phone} onChange={setPhone} onSave={() => setStep('team')} />
      )}
      {step === 'team' && (
        <TeamStep
          onCreate={async (name) => {
            await createTeam(name, phone);
            setStep('invites');
          }}
        />
      )}
      {step === 'invites' && (
        <InviteStep
          onSend={(emails) => sendInvites(team?.id ?? '', emails)}
          onNext={() => setStep('survey')}
        />
      )}
      {step === 'survey' && <SurveyStep onDone={finishSurvey} />}
      {step === 'billing' && (
        <BillingStep onFinish={() => navigate(paths.onboard, { replace: true })} />
      )}
    </Stack>
  );
}
