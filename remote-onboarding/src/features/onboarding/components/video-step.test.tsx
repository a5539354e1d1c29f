import { fireEvent, render, screen } from '@testing-library/react';
import { AppProviders } from '@vigil/shared';
import { roleSurvey } from '../../../testing/onboarding-fixtures';
import { videoForSurvey } from '../feature-video';
import { VideoStep } from './video-step';

const DOCS = 'https://docs.vigil.example/';

/** The video step as the wizard shows it to someone who answered `role`; the video it picked. */
function renderVideoStep(role: string) {
  const video = videoForSurvey(roleSurvey(role), DOCS);
  render(
    <AppProviders>
      <VideoStep video={video} />
    </AppProviders>,
  );
  return video;
}

describe('feature video by survey role', () => {
  it.each([
    ['Business Owner', 'Owner', 'owner'],
    ['Product Manager', 'Manager', 'manager'],
    ['Developer / Tester', 'Developer', 'developer'],
    ['Other', 'Project Manager', 'project-manager'],
  ])('answer %s picks the %s video', (answer, role, file) => {
    const video = videoForSurvey(roleSurvey(answer), DOCS);
    expect(video.role).toBe(role);
    expect(video.src).toBe(`${DOCS}videos/${file}.mp4`);
  });

  it('defaults to Project Manager without a survey', () => {
    expect(videoForSurvey([], DOCS).role).toBe('Project Manager');
  });

  it('shows the video with a caption naming the feature', () => {
    const video = renderVideoStep('Developer / Tester');
    expect(screen.getByLabelText('Scans, logs and flows video')).toHaveAttribute('src', video.src);
    expect(screen.getByText(/Scans, logs and flows/)).toBeVisible();
  });

  it('has a poster, and offers the docs site when the source cannot play', () => {
    renderVideoStep('Business Owner');
    const player = screen.getByLabelText('Site scores and reports video');
    expect(player).toHaveAttribute('poster', `${DOCS}videos/owner.jpg`);
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.error(player);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('The video cannot play here.');
    expect(
      screen.getAllByRole('link', { name: 'Watch it on the docs site' }).at(-1),
    ).toHaveAttribute('href', DOCS);
  });
});
