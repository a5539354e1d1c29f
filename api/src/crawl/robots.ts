export const BOT_NAME = 'vigilbot';

interface Rule {
  allow: boolean;
  path: string;
}

export interface Robots {
  sitemaps: string[];
  /** Whether VigilBot may fetch this URL's path (longest matching rule wins, Allow on a tie). */
  allows(url: string): boolean;
}

/** Turns a robots.txt path pattern (`*` wildcard, `$` end anchor) into a prefix test. */
function matcher(path: string): RegExp {
  const anchored = path.endsWith('$');
  const body = (anchored ? path.slice(0, -1) : path)
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}${anchored ? '$' : ''}`);
}

/**
 * robots.txt as Google reads it (RFC 9309): the group naming VigilBot, else the `*` group;
 * consecutive User-agent lines share one group; Sitemap lines count wherever they are.
 */
export function parseRobots(text: string): Robots {
  const sitemaps: string[] = [];
  const groups = new Map<string, Rule[]>();
  let agents: string[] = [];
  let lastWasAgent = false;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/#.*/, '').trim();
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === 'sitemap') {
      if (value) sitemaps.push(value);
      continue;
    }
    if (key === 'user-agent') {
      if (!lastWasAgent) agents = [];
      agents.push(value.toLowerCase());
      for (const agent of agents) if (!groups.has(agent)) groups.set(agent, []);
      lastWasAgent = true;
      continue;
    }
    lastWasAgent = false;
    if ((key === 'allow' || key === 'disallow') && value) {
      for (const agent of agents) groups.get(agent)?.push({ allow: key === 'allow', path: value });
    }
  }
  const named = [...groups.keys()].find((agent) => agent !== '*' && BOT_NAME.startsWith(agent));
  const rules = (groups.get(named ?? '*') ?? []).map((rule) => ({
    ...rule,
    test: matcher(rule.path),
  }));
  return {
    sitemaps,
    allows(target: string) {
      const url = new URL(target);
      const path = `${url.pathname}${url.search}`;
      let best: { allow: boolean; length: number } | null = null;
      for (const rule of rules) {
        if (!rule.test.test(path)) continue;
        const length = rule.path.length;
        if (!best || length > best.length || (length === best.length && rule.allow)) {
          best = { allow: rule.allow, length };
        }
      }
      return best?.allow ?? true;
    },
  };
}

export const allowAll: Robots = { sitemaps: [], allows: () => true };
