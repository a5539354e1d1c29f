import { screen, waitFor } from '@testing-library/react';
import { surveyQuestions } from '@vigil/contract';
import { slicesFixture } from '@vigil/shared/testing';
import { httpError, type renderApp } from './render-app';

export const fixture = slicesFixture();
/** A team whose wizard is not finished: type new. */
export const newTeam = { ...fixture.team, type: 'new' as const };
export const member = fixture.member;
/** GET member / account for a signed-in user without a team. */
export const noTeam = () =>
  Promise.reject(httpError(404, { detail: 'You are not a member of a team yet.' }));
export const joinPath = `/account/join?team=${newTeam.id}&code=team-code&member=${member.id}`;

export const waitForLocation = (path: string) =>
  waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(path));
export const button = (name: string) => screen.getByRole('button', { name });
export const queryButton = (name: string) => screen.queryByRole('button', { name });

/** Answers the four questions with their first choice, pressing Next after each. */
export async function answerSurvey(user: ReturnType<typeof renderApp>['user']) {
  for (const question of surveyQuestions) {
    await screen.findByText(question.question);
    await user.click(screen.getByRole('radio', { name: question.choices[0] }));
    await user.click(button('Next'));
  }
}
