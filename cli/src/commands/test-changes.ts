import type { Test } from '@vigil/contract';

const percent = (part: number, whole: number) =>
  whole > 0 ? `${((part / whole) * 100).toFixed(1)} %` : '0 %';

/** What a comparison found: a test's, or a migration path's (the same comparison). */
export type Compared = Pick<Test, 'deltas' | 'error' | 'score' | 'failing_components'>;

/** Each compared component's change, in a line a reader of a CI log understands. */
export function changeLines(test: Compared): string[] {
  const deltas = test.deltas;
  if (!deltas) return [];
  const lines: string[] = [];
  const html = deltas.html;
  if (html && html.changed_count + html.added_count + html.removed_count > 0) {
    const first = html.changed[0] ?? html.added[0] ?? html.removed[0];
    const example = first
      ? `, e.g. ${first.path}: ${first.before ?? '∅'} → ${first.after ?? '∅'}`
      : '';
    lines.push(
      `HTML: ${html.changed_count} changed, ${html.added_count} added, ${html.removed_count} removed${example}`,
    );
  }
  for (const entry of deltas.logs?.new ?? [])
    lines.push(`console: new ${entry.level} "${entry.message}"`);
  for (const rule of deltas.a11y?.new ?? [])
    lines.push(`accessibility: new ${rule.id} (${rule.help})`);
  const images = deltas.images;
  if (images && images.changed_pixels > 0)
    lines.push(
      `screenshot: ${percent(images.changed_pixels, images.total_pixels)} of pixels changed`,
    );
  for (const [name, category] of Object.entries(deltas.lighthouse?.categories ?? {}))
    if (category.regressed) lines.push(`Lighthouse ${name}: ${category.pre} → ${category.post}`);
  for (const finding of deltas.security?.new ?? [])
    lines.push(`security: new ${finding.id} (${finding.message})`);
  return lines;
}

/** Why a test failed, in one line: its error, or its score and failing components. */
export function failureMessage(test: Compared, threshold: number): string {
  if (test.error) return test.error;
  const score = test.score === null ? 'no score' : `score ${test.score.toFixed(1)}`;
  const parts = test.failing_components.length ? ` (${test.failing_components.join(', ')})` : '';
  const first = changeLines(test)[0];
  return `${score} under ${threshold}${parts}${first ? `: ${first}` : ''}`;
}

/**
 * What a comparison found that was not there before, a console error, an accessibility violation
 * or a security finding, in changeLines' words: `--fail-on new-issues` fails on any, even where
 * the score stays over the threshold (a new error on an otherwise identical page).
 */
export function newIssueLines(test: Compared): string[] {
  const deltas = test.deltas;
  if (!deltas) return [];
  return [
    ...(deltas.logs?.new ?? [])
      .filter((entry) => entry.level === 'error')
      .map((entry) => `console: new error "${entry.message}"`),
    ...(deltas.a11y?.new ?? []).map((rule) => `accessibility: new ${rule.id} (${rule.help})`),
    ...(deltas.security?.new ?? []).map(
      (finding) => `security: new ${finding.id} (${finding.message})`,
    ),
  ];
}
