import type { Scan } from '@vigil/contract';

export interface ConsoleChange {
  level: string;
  message: string;
  /** Occurrences before and after (a message that got more frequent is listed as new). */
  before: number;
  after: number;
}

export interface ConsoleDiff {
  /** 0-100: 100 less 10 per new error and 3 per new warning occurrence (1 for other levels). */
  score: number;
  new: ConsoleChange[];
  resolved: ConsoleChange[];
}

const COST: Record<string, number> = { error: 10, warning: 3 };
const LISTED = 50;

/**
 * A message as compared: what varies between visits of the same code (numbers, ids, query
 * strings, timestamps) becomes a placeholder, so "took 132 ms" and "took 140 ms" are one message.
 */
export function normaliseMessage(message: string): string {
  return message
    .replace(/\d{4}-\d{2}-\d{2}[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?/g, '[time]')
    .replace(/(https?:\/\/[^\s?#"')]+)[?#][^\s"')]*/g, '$1')
    .replace(/\b[0-9a-f]{8,}\b/gi, '[id]')
    .replace(/\d+(?:\.\d+)?/g, '#')
    .replace(/\s+/g, ' ')
    .trim();
}

function countsOf(logs: Scan['logs']) {
  const counts = new Map<string, { level: string; message: string; count: number }>();
  for (const entry of logs) {
    const message = normaliseMessage(entry.message);
    const key = `${entry.level}\u0001${message}`;
    const found = counts.get(key);
    if (found) found.count += 1;
    else counts.set(key, { level: entry.level, message, count: 1 });
  }
  return counts;
}

/** New and resolved console messages between two scans, by level and normalised text. */
export function compareConsole(pre: Scan['logs'], post: Scan['logs']): ConsoleDiff {
  const [before, after] = [countsOf(pre), countsOf(post)];
  const added: ConsoleChange[] = [];
  const resolved: ConsoleChange[] = [];
  let cost = 0;
  for (const [key, now] of after) {
    const was = before.get(key)?.count ?? 0;
    if (now.count <= was) continue;
    cost += (COST[now.level] ?? 1) * (now.count - was);
    added.push({ level: now.level, message: now.message, before: was, after: now.count });
  }
  for (const [key, was] of before) {
    if (after.has(key)) continue;
    resolved.push({ level: was.level, message: was.message, before: was.count, after: 0 });
  }
  return {
    score: Math.max(0, 100 - cost),
    new: added.slice(0, LISTED),
    resolved: resolved.slice(0, LISTED),
  };
}
