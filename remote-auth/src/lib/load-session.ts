import type { Account, Member } from '@vigil/contract';
import { appStore, billingAtom, call, memberAtom, teamAtom } from '@vigil/shared';
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

export async function loadTeam(): Promise<Account | null> {
  const team = await orNullOn404(() => call('getAccount'), 'team');
  appStore.set(teamAtom, team);
  return team;
}

export async function loadMember(): Promise<Member | null> {
  const member = await orNullOn404(() => call('getMember'), 'membership');
  appStore.set(memberAtom, member);
  return member;
}

/** Billing belongs to a team's admins; failures are only logged (product.md §8). */
export async function loadBilling(): Promise<void> {
  try {
    appStore.set(billingAtom, await call('billingInfo'));
  } catch (error) {
    console.warn('Loading billing info failed', error);
  }
}

/** Team, member and billing, as the Google return and the join link reload them (product.md §4). */
export async function reloadSession(): Promise<void> {
  const [, member] = await Promise.all([loadTeam(), loadMember()]);
  if (member?.type === 'admin') await loadBilling();
}
