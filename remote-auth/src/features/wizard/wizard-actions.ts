import { surveyQuestions, type SurveyAnswer } from '@vigil/contract';
import {
  appStore,
  authAtom,
  call,
  httpStatusOf,
  inviteMember,
  saveTeam,
  teamAtom,
} from '@vigil/shared';
import { loadMember } from '../../lib/load-session';

/**
 * Creates the team (type new), then posts the creator's admin membership with the phone from
 * the first step, then reloads the member (product.md §4).
 */
export async function createTeam(name: string, phone: string) {
  const team = await saveTeam({ name, type: 'new' });
  const email = appStore.get(authAtom).account?.email ?? '';
  await call('saveMember', {
    body: { account: team.id, email, status: 'active', type: 'admin', phone, send_invite: false },
  });
  await loadMember();
  return team;
}

/** What became of each invite: 409 is an address already on the team, not a failure to hide. */
export interface InviteOutcome {
  sent: string[];
  alreadyMembers: string[];
  failed: string[];
}

/** Pending contributors with send_invite (product.md §4). */
export async function sendInvites(accountId: string, emails: string[]): Promise<InviteOutcome> {
  const results = await Promise.allSettled(emails.map((email) => inviteMember(accountId, email)));
  const outcome: InviteOutcome = { sent: [], alreadyMembers: [], failed: [] };
  results.forEach((result, index) => {
    const email = emails[index]!;
    if (result.status === 'fulfilled') return void outcome.sent.push(email);
    if (httpStatusOf(result.reason) === 409) return void outcome.alreadyMembers.push(email);
    console.warn('Invite failed', result.reason);
    outcome.failed.push(email);
  });
  return outcome;
}

/** The answers as info.survey: question, answer, choices and the question's index. */
export function surveyPayload(answers: (string | null)[]): SurveyAnswer[] {
  return surveyQuestions.map((question, index) => ({
    question: question.question,
    answer: answers[index] ?? null,
    choices: [...question.choices],
    index,
  }));
}

export async function saveSurvey(answers: (string | null)[]) {
  const team = appStore.get(teamAtom);
  if (!team) throw new Error('No team to save the survey on');
  await saveTeam({ id: team.id, type: team.type, info: { survey: surveyPayload(answers) } });
}

/** "Skip" on the billing step: the plan becomes free (product.md §4). */
export async function choosePlanFree() {
  const team = appStore.get(teamAtom);
  if (!team) throw new Error('No team to set the plan of');
  await saveTeam({ id: team.id, type: 'free' });
}
