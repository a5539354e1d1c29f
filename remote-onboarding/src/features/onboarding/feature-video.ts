import type { SurveyAnswer } from '@vigil/contract';
import { surveyQuestions } from '@vigil/contract';

export type VideoRole = 'Owner' | 'Manager' | 'Developer' | 'Project Manager';

export interface FeatureVideo {
  role: VideoRole;
  feature: string;
  src: string;
  /** The still shown before play (and while it cannot). */
  poster: string;
  /** Where the video can be watched when it cannot play here: the docs site. */
  fallback: string;
}

const ROLE_QUESTION = surveyQuestions[3].question;

const roleByAnswer: Record<string, VideoRole> = {
  'Business Owner': 'Owner',
  'Product Manager': 'Manager',
  'Developer / Tester': 'Developer',
};

const featureByRole: Record<VideoRole, { feature: string; file: string }> = {
  Owner: { feature: 'Site scores and reports', file: 'owner' },
  Manager: { feature: 'Issues and test cases', file: 'manager' },
  Developer: { feature: 'Scans, logs and flows', file: 'developer' },
  'Project Manager': { feature: 'Schedules and progress tracking', file: 'project-manager' },
};

/** The survey's role answer picks the video; anything else gets the spec's default role. */
export function videoForSurvey(survey: readonly SurveyAnswer[], docsUrl: string): FeatureVideo {
  const answer = survey.find((entry) => entry.question === ROLE_QUESTION)?.answer ?? '';
  const role = roleByAnswer[answer] ?? 'Project Manager';
  const { feature, file } = featureByRole[role];
  // Links only: videos stream from the docs site, nothing is bundled or downloaded at build time.
  // The docs address is configurable (VIGIL_LINK_DOCS in /config/app.json), and so are the videos.
  return {
    role,
    feature,
    src: new URL(`videos/${file}.mp4`, docsUrl).toString(),
    poster: new URL(`videos/${file}.jpg`, docsUrl).toString(),
    fallback: new URL(docsUrl).toString(),
  };
}
