import { href, type TestComponent } from '@vigil/contract';
import type { Queryable } from '../db/connection';
import { raiseIssue, resolveIssues } from '../issues/repository';
import type { TestResult, TestRow } from './repository';

/** Every issue a test raises about a page starts with this: a passing test closes them all. */
const pagePrefix = (pageId: string) => `test:${pageId}:`;

/**
 * Page + what failed: the same failure of the same page is one issue, however often it fails;
 * a different set of failing components is a different failure.
 */
export const fingerprintOf = (pageId: string, failing: TestComponent[], couldNotCompare: boolean) =>
  `${pagePrefix(pageId)}${couldNotCompare ? 'error' : [...failing].sort().join(',')}`;

/** `/pricing` of `https://example.com/pricing` (the whole URL when it does not parse). */
function pathOf(pageUrl: string) {
  try {
    const url = new URL(pageUrl);
    return `${url.pathname}${url.search}`;
  } catch {
    return pageUrl;
  }
}

/** Text shown inside a Markdown code span, whatever it holds. */
const code = (text: string) => `\`${text.replace(/`/g, "'").replace(/\s+/g, ' ').slice(0, 200)}\``;

function detailsOf(test: TestRow, result: TestResult): string {
  const lines = [
    `### [Test](${href.test(test.id)}) of [${pathOf(test.page_url)}](${href.page(test.page_id)})`,
    '',
  ];
  if (result.error)
    return [...lines, `The test could not compare: ${code(result.error)}`].join('\n');
  lines.push(`Score **${result.score} %**, threshold ${test.threshold} %.`, '');
  lines.push('| Component | Score |', '| --- | --- |');
  for (const [component, score] of Object.entries(result.component_scores ?? {}))
    if (score !== null)
      lines.push(
        `| ${component}${result.failing_components.includes(component as TestComponent) ? ' ❌' : ''} | ${score} |`,
      );
  const deltas = result.deltas;
  const found: string[] = [];
  if (deltas?.images && deltas.images.changed_pixels > 0)
    found.push(
      `- ${deltas.images.regions.length} changed area(s), ${deltas.images.changed_pixels} pixels`,
    );
  if (deltas?.html)
    found.push(
      `- HTML: ${deltas.html.added_count} added, ${deltas.html.removed_count} removed, ${deltas.html.changed_count} changed nodes`,
    );
  for (const entry of deltas?.logs?.new.slice(0, 5) ?? [])
    found.push(`- new console ${entry.level}: ${code(entry.message)}`);
  for (const [category, delta] of Object.entries(deltas?.lighthouse?.categories ?? {}))
    if (delta.regressed)
      found.push(
        `- Lighthouse ${category}: ${delta.pre} → ${delta.post} (allowed drop ${delta.spread.allowance})`,
      );
  for (const rule of deltas?.a11y?.new.slice(0, 5) ?? [])
    found.push(`- new accessibility violation ${code(rule.id)}`);
  for (const finding of deltas?.security?.new.slice(0, 5) ?? [])
    found.push(`- new security finding ${code(finding.id)}: ${code(finding.message)}`);
  return [...lines, '', ...(found.length ? ['#### What changed', '', ...found] : [])].join('\n');
}

/**
 * Issues that manage themselves: a failed test opens (or updates, or reopens) the issue of its
 * fingerprint; a passing test closes the page's open test issues with a note. Runs in the
 * transaction that finishes the test, so a retried job changes nothing twice.
 */
export async function settleIssues(tx: Queryable, test: TestRow, result: TestResult) {
  if (result.status === 'passed') {
    const note = `Closed: [test](${href.test(test.id)}) passed at ${result.score ?? 100} % on ${new Date().toISOString()}.`;
    await resolveIssues(tx, test.account_id, pagePrefix(test.page_id), note);
    return;
  }
  const path = pathOf(test.page_url);
  await raiseIssue(tx, {
    accountId: test.account_id,
    fingerprint: fingerprintOf(test.page_id, result.failing_components, result.error !== null),
    title:
      result.score === null
        ? `Test failed on ${path}: the page could not be compared`
        : `Test failed at ${result.score.toFixed(1)} % on ${path}`,
    details: detailsOf(test, result),
    trigger: { type: 'test', id: test.id },
    affected: { type: 'page', id: test.page_id, str: test.page_url },
    labels: ['test'],
  });
}
