/**
 * A CPU profile of a page load (DevTools' Profiler) read through the served scripts' source maps:
 * each sample labelled by the npm package or the folder of ours it ran, the time by label, and the
 * busy stretches (bench-start-up.ts).
 */
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}
export interface BusyStretch {
  /** Milliseconds from the profile's start (it starts just before the page is asked for). */
  start: number;
  duration: number;
  byPackage: Map<string, number>;
}

/**
 * The package a bundled source path comes from: the npm package, else the app and folder of ours
 * (`webpack://host/shared/src/ui/…` → `host: shared/src`), or webpack's own runtime.
 */
function packageOf(source: string): string {
  const npm = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules\/)/.exec(source);
  if (npm) return npm[1]!;
  const own = /^webpack:\/\/([^/]+)\/(?:\.\.?\/)*(.*)$/.exec(source);
  if (!own) return source;
  const [first, second] = own[2]!.split('/');
  if (first === 'webpack') return 'webpack runtime';
  return `${own[1]}: ${second ? `${first}/${second}` : first}`;
}

/** Source maps of the served scripts, fetched once each (the gateway serves them beside). */
const sourceMaps = new Map<string, Promise<SourceMapConsumer | null>>();
function sourceMapOf(scriptUrl: string) {
  let map = sourceMaps.get(scriptUrl);
  if (!map) {
    map = fetch(`${scriptUrl}.map`)
      .then(async (answer) =>
        answer.ok ? new SourceMapConsumer((await answer.json()) as RawSourceMap) : null,
      )
      .catch(() => null);
    sourceMaps.set(scriptUrl, map);
  }
  return map;
}

/** Each sample's label (null when idle), its time from the profile's start and its length. */
export async function labelledSamples(profile: CpuProfile, detail?: string) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const samples: { label: string | null; at: number; ms: number }[] = [];
  let at = 0;
  for (const [index, id] of profile.samples.entries()) {
    at += (profile.timeDeltas[index] ?? 0) / 1000;
    const { functionName, url, lineNumber, columnNumber } = nodes.get(id)!.callFrame;
    const label = await labelOf(functionName, url, lineNumber, columnNumber, detail);
    samples.push({ label, at, ms: (profile.timeDeltas[index + 1] ?? 0) / 1000 });
  }
  return samples;
}

export type Samples = Awaited<ReturnType<typeof labelledSamples>>;

function addTime(times: Map<string, number>, label: string, ms: number) {
  times.set(label, (times.get(label) ?? 0) + ms);
}

/** Self time by package: a script's own lines through its map, the browser's work by name. */
export function timeByPackage(samples: Samples): Map<string, number> {
  const times = new Map<string, number>();
  for (const { label, ms } of samples) if (label) addTime(times, label, ms);
  return times;
}

/**
 * Runs of busy samples of 50 ms or more: the profile's view of the long tasks (two tasks with no
 * idle sample between them read as one), so each can be told by what it ran.
 */
export function busyStretchesOf(samples: Samples): BusyStretch[] {
  const stretches: BusyStretch[] = [];
  let current: BusyStretch | null = null;
  for (const { label, at, ms } of samples) {
    if (!label) {
      if (current && current.duration >= 50) stretches.push(current);
      current = null;
      continue;
    }
    current ??= { start: at, duration: 0, byPackage: new Map() };
    current.duration += ms;
    addTime(current.byPackage, label, ms);
  }
  if (current && current.duration >= 50) stretches.push(current);
  return stretches;
}

/** What a profile sample was doing, or null for idle time. */
async function labelOf(
  functionName: string,
  url: string,
  line: number,
  column: number,
  detail: string | undefined,
): Promise<string | null> {
  if (functionName === '(idle)' || functionName === '(root)') return null;
  if (functionName === '(program)') return '(browser: parse, compile, style, layout, paint)';
  if (functionName === '(garbage collector)') return '(garbage collection)';
  if (!url) return '(browser APIs scripts call: DOM, timers, network)';
  const map = line >= 0 ? await sourceMapOf(url) : null;
  const position = map?.originalPositionFor({ line: line + 1, column });
  if (!position?.source) return `(a script without a map: ${url.split('/').pop()})`;
  const label = packageOf(position.source);
  if (!detail || !label.startsWith(detail)) return label;
  return `${position.source.replace(/^webpack:\/\//, '')}:${position.line} ${position.name ?? functionName}`;
}
