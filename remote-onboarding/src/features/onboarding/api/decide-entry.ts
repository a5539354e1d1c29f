import type { Account, Member } from '@vigil/contract';
import { call, loadMyMembership, loadTeam, notify } from '@vigil/shared';
import { PROGRESS_CRAWLING, PROGRESS_DONE } from '../progress';
import { fetchProgress } from './fetch-progress';

export type EntryDecision =
  | { kind: 'leave' }
  | { kind: 'add-site'; team: Account | null }
  | { kind: 'in-progress'; team: Account | null; site: AddedSite; progress: number };

/** The site being onboarded, as step 0 shows it once added. */
export interface AddedSite {
  id: string;
  site_url: string;
}

// Team types that never onboard (product.md §6).
const SKIPS_ONBOARDING = new Set<Account['type']>(['selfhost', 'admin']);

/**
 * product.md §4 entry rules for a signed-in visitor. Stored member and team (the wizard has just
 * saved them) save two requests; without them they are fetched.
 */
export async function decideEntry(
  storedMember: Member | null,
  storedTeam: Account | null,
): Promise<EntryDecision> {
  const member = storedMember ?? (await loadMyMembership().catch(() => null));
  if (member?.type !== 'admin') return { kind: 'leave' };
  const team =
    storedTeam ??
    (await loadTeam().catch((error: unknown) => {
      console.warn('Loading the team failed', error);
      return null;
    }));

  let sites;
  try {
    // Two are enough to tell "none", "one" and "more than one" apart.
    sites = await call('listSites', { query: { limit: 2 } });
  } catch (error) {
    console.warn('Listing sites failed', error);
    notify.error('Contact support');
    return { kind: 'add-site', team };
  }

  const [site] = sites.results;
  if (sites.count > 1) return { kind: 'leave' };
  if (!site)
    return team && SKIPS_ONBOARDING.has(team.type) ? { kind: 'leave' } : { kind: 'add-site', team };

  // A failed first read is not "done": show step 2 and let the poll catch up.
  const progress = await fetchProgress(site.id).catch(() => PROGRESS_CRAWLING);
  if (progress >= PROGRESS_DONE) return { kind: 'leave' };
  return { kind: 'in-progress', team, site: { id: site.id, site_url: site.site_url }, progress };
}
