import type { Test, TestComponent, TestDeltas } from '@vigil/contract';
import type { ArtifactStore } from '../artifacts/store';
import type { ScanRow } from '../scans/repository';
import { artifactRef } from '../scans/repository';
import { compareConsole } from './compare/console-diff';
import { compareHtml } from './compare/html-diff';
import { UnsupportedImageError } from './compare/image-codec';
import { PngBandWriter } from './compare/png-bands';
import { withSpooledPair } from './compare/spooled-image';
import { compareA11y, compareLighthouse, compareSecurity } from './compare/scores';
import { compareImages } from './compare/visual';

type ComponentScores = NonNullable<Test['component_scores']>;

/**
 * How much each component weighs in the test's score: what a visitor sees first, then what the
 * page is made of and says, then the scores (which the scan itself already summarises).
 */
export const WEIGHTS: Record<TestComponent, number> = {
  images: 4,
  html: 2,
  logs: 2,
  lighthouse: 1,
  a11y: 1,
  security: 1,
};

export interface Comparison {
  score: number;
  component_scores: ComponentScores;
  failing_components: TestComponent[];
  deltas: TestDeltas;
}

export interface CompareInput {
  accountId: string;
  pre: ScanRow;
  post: ScanRow;
  /** The page's recent completed scans before the post scan (the spread of its scores). */
  history: ScanRow[];
  threshold: number;
  gating: Test['gating'];
  artifacts: ArtifactStore;
}

/** The weighted mean of the components that could be compared, 2 decimals. */
export function overallTestScore(scores: ComponentScores): number {
  let [sum, weight] = [0, 0];
  for (const [component, value] of Object.entries(scores) as [TestComponent, number | null][]) {
    if (value === null) continue;
    sum += value * WEIGHTS[component];
    weight += WEIGHTS[component];
  }
  return weight === 0 ? 100 : Math.round((sum / weight) * 100) / 100;
}

/** Compares two completed scans of a page, component by component (server.md §3 Test). */
export async function compareScans(input: CompareInput): Promise<Comparison> {
  const { pre, post, history, artifacts, accountId } = input;
  const flat = input.gating === 'flat';
  const skipped: TestDeltas['skipped'] = [];
  const read = async (id: string | null | undefined) =>
    id ? ((await artifacts.read(accountId, id)) ?? null) : null;

  const [preHtml, postHtml] = await Promise.all([
    read(pre.html_artifact_id),
    read(post.html_artifact_id),
  ]);
  const html =
    preHtml && postHtml
      ? compareHtml(preHtml.data.toString('utf8'), postHtml.data.toString('utf8'))
      : null;
  if (!html) skipped.push({ component: 'html', reason: 'a page source is missing' });

  const images = await compareScreenshots(input, read, skipped);
  const logs = compareConsole(pre.logs, post.logs);
  const lighthouse = compareLighthouse(pre, post, history, flat);
  if (!lighthouse)
    skipped.push({ component: 'lighthouse', reason: 'Lighthouse did not run on both scans' });
  const a11y = compareA11y(pre, post);
  const security = compareSecurity(pre, post, history, flat);

  const component_scores: ComponentScores = {
    html: html?.score ?? null,
    logs: logs.score,
    lighthouse: lighthouse?.score ?? null,
    a11y: a11y?.score ?? null,
    security: security?.score ?? null,
    images: images?.score ?? null,
  };
  const failing_components = (Object.keys(WEIGHTS) as TestComponent[]).filter((component) => {
    const value = component_scores[component];
    return value !== null && value < input.threshold;
  });
  const { score: _html, ...htmlDelta } = html ?? { score: 0 };
  return {
    score: overallTestScore(component_scores),
    component_scores,
    failing_components,
    deltas: {
      images: images?.delta ?? null,
      html: html ? (htmlDelta as NonNullable<TestDeltas['html']>) : null,
      logs: { new: logs.new, resolved: logs.resolved },
      lighthouse: lighthouse ? { categories: lighthouse.categories } : null,
      a11y: a11y ? { new: a11y.new, fixed: a11y.fixed } : null,
      security: security ? (({ score: _security, ...rest }) => rest)(security) : null,
      skipped,
    },
  };
}

/** The visual diff of the two screenshots, its diff image stored on the post scan. */
async function compareScreenshots(
  { pre, post, artifacts, accountId }: CompareInput,
  read: (id: string | undefined) => ReturnType<ArtifactStore['read']>,
  skipped: TestDeltas['skipped'],
) {
  const [before, after] = await Promise.all([
    read(pre.image_artifact_ids[0]),
    read(post.image_artifact_ids[0]),
  ]);
  if (!before || !after) {
    skipped.push({ component: 'images', reason: 'a screenshot is missing' });
    return null;
  }
  let diff;
  try {
    diff = await withSpooledPair(before.data, after.data, (pre, post) => {
      const png = new PngBandWriter(
        Math.max(pre.width, post.width),
        Math.max(pre.height, post.height),
      );
      const result = compareImages(pre, post, (rows) => png.write(rows));
      return { ...result, png: png.finish() };
    });
  } catch (error) {
    if (!(error instanceof UnsupportedImageError)) throw error;
    skipped.push({ component: 'images', reason: error.message });
    return null;
  }
  const { png, score, ...delta } = diff;
  // Named by the post scan, which belongs to one test only: a retried job overwrites it.
  const stored = await artifacts.save({
    accountId,
    scanId: post.id,
    name: 'test-diff',
    contentType: 'image/png',
    data: png,
  });
  return {
    score,
    delta: {
      ...delta,
      before: artifactRef(before.row.id, before.row.content_type),
      after: artifactRef(after.row.id, after.row.content_type),
      diff: artifactRef(stored.id, stored.content_type),
    },
  };
}
