import type { Account, Member } from '@vigil/contract';
import { loadBillingInfo, loadMyMembership, loadTeam as readTeam } from '@vigil/shared';
import { httpFailure } from './http-failure';

// A signed-in user without a team gets 404s here: that is "no team yet", not a failure.
async function orNullOn404<T>(load: () => Promise<T>, what: string): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (httpFailure(error).status !== 404) console.warn(`Loading the ${what} failed`, error);
    return null;
  }
}

// Read through the shared query cache: the team, member and billing slices follow from there.
export const loadTeam = (): Promise<Account | null> => orNullOn404(readTeam, 'team');

export const loadMember = (): Promise<Member | null> => orNullOn404(loadMyMembership, 'membership');

/** Billing belongs to a team's admins; failures are only logged (product.md §8). */
export async function loadBilling(): Promise<void> {
  try {
    await loadBillingInfo();
  } catch (error) {
    console.warn('Loading billing info failed', error);
  }
}

/** Team, member and billing, as the Google return and the join link reload them (product.md §4). */
export async function reloadSession(): Promise<void> {
  const [, member] = await Promise.all([loadTeam(), loadMember()]);
  if (member?.type === 'admin') await loadBilling();
}
