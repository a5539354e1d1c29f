import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/** One node of Lighthouse's simulated page load: a request, or a main-thread task. */
interface SimulatedNode {
  type: 'network' | 'cpu';
  request?: { url: string; transferSize?: number };
  childEvents?: { name: string; args?: { data?: { url?: string } } }[];
}
type NodeTimings = Map<SimulatedNode, { startTime: number; endTime: number }>;

/** What one node was, in a line: the file asked for, or the scripts a task ran. */
function whatNodeIs(node: SimulatedNode): string {
  if (node.type === 'network') {
    const kb = ((node.request?.transferSize ?? 0) / 1024).toFixed(1);
    return `GET ${node.request?.url.split('/').pop()?.slice(0, 60) ?? '?'} (${kb} KB)`;
  }
  const scripts = new Set(
    (node.childEvents ?? [])
      .map((event) => event.args?.data?.url?.split('/').pop())
      .filter((url): url is string => Boolean(url)),
  );
  return `task ${[...scripts].join(', ')}`.trim();
}

/**
 * The simulated timings of the last Lighthouse run's LCP graphs (Lantern's optimistic and
 * pessimistic estimates), node by node: which requests and tasks the simulated LCP waited for
 * and when each ended on the throttled phone. Lantern keeps the last run's timings per label.
 */
export async function lcpSimulation(lighthouseEntry: string) {
  const simulator = createRequire(lighthouseEntry).resolve(
    '@paulirish/trace_engine/models/trace/lantern/simulation/Simulator.js',
  );
  const { Simulator } = (await import(pathToFileURL(simulator).href)) as {
    Simulator: { allNodeTimings: Map<string, NodeTimings> };
  };
  return [...Simulator.allNodeTimings]
    .filter(([label]) => label.includes('LargestContentfulPaint'))
    .map(([label, timings]) => ({
      label,
      nodes: [...timings]
        .map(([node, timing]) => ({
          start: Math.round(timing.startTime),
          end: Math.round(timing.endTime),
          what: whatNodeIs(node),
        }))
        .sort((a, b) => a.end - b.end),
    }));
}
