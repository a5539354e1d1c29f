import type { Account } from '@vigil/contract';
import { getRuntimeConfig, Heading, Stack, Text, useNavigate } from '@vigil/shared';
import { useState } from 'react';
import { paths } from '../../../paths';
import type { AddedSite } from '../api/decide-entry';
import { videoForSurvey } from '../feature-video';
import { useProgress } from '../hooks/use-progress';
import { PROGRESS_CRAWLING, PROGRESS_DONE } from '../progress';
import { AddSiteStep } from './add-site-step';
import { DoneStep } from './done-step';
import { ProgressStep } from './progress-step';
import { StepActions } from './step-actions';
import { VideoStep } from './video-step';

export type Step = 0 | 1 | 2 | 3;

const titles: Record<Step, string> = {
  0: 'Add your first site',
  1: 'See what Vigil does for you',
  2: 'Processing your site',
  3: 'All done',
};

interface WizardProps {
  team: Account | null;
  initialStep: 0 | 2;
  initialSite: AddedSite | null;
  initialProgress: number;
}

/** Steps 0-3 of /onboard; progress keeps polling whichever step is on screen. */
export function OnboardingWizard({ team, initialStep, initialSite, initialProgress }: WizardProps) {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>(initialStep);
  const [site, setSite] = useState(initialSite);
  const siteId = site?.id ?? null;
  // Entry read the first site's progress; a site added here starts at crawling.
  const known = site === initialSite ? initialProgress : PROGRESS_CRAWLING;
  const progress = useProgress(siteId, known);
  const done = progress >= PROGRESS_DONE;
  // At 100 the wizard moves to its last step by itself (product.md §4).
  if (done && step !== 3) setStep(3);

  const added = (added: AddedSite) => {
    setSite(added);
    setStep(1);
  };
  const skip = () => void navigate(paths.home);
  // product.md §4: Back and skip until 100. Once the site exists, step 0 shows it instead of
  // offering to add another.
  const back = step > 0 ? () => setStep((step - 1) as Step) : undefined;
  const next = step === 1 || (step === 0 && site) ? () => setStep((step + 1) as Step) : undefined;
  const video = videoForSurvey(team?.info.survey ?? [], getRuntimeConfig().links.docs);

  return (
    <Stack gap="4">
      <Text color="fg.muted" textStyle="sm">
        Step {step + 1} of 4
      </Text>
      <Heading as="h1" size={{ base: 'md', md: 'lg' }}>
        {titles[step]}
      </Heading>
      {step === 0 ? <AddSiteStep added={site} onAdded={added} /> : null}
      {step === 1 ? <VideoStep video={video} /> : null}
      {step === 2 ? <ProgressStep progress={progress} /> : null}
      {step === 3 ? <DoneStep /> : null}
      {!done && step !== 3 ? <StepActions onBack={back} onNext={next} onSkip={skip} /> : null}
      {siteId && step < 2 ? (
        <Text color="fg.muted" textStyle="sm">
          Processing in the background: <span data-testid="progress-value">{progress}%</span>
        </Text>
      ) : null}
    </Stack>
  );
}
