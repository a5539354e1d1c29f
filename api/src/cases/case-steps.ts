import type { CaseStep } from '@vigil/contract';
import { attribute } from '../html/markup';

/** The building blocks of generated cases: steps, stable selectors and sample input values. */

/** A CSS string literal. */
export const quoted = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** The most stable selector of an element: id, test id, name, then what the caller adds. */
export function stableSelector(tagName: string, tag: string): string | null {
  const id = attribute(tag, 'id');
  if (id) return /^[A-Za-z][\w-]*$/.test(id) ? `#${id}` : `[id=${quoted(id)}]`;
  const testId = attribute(tag, 'data-testid') ?? attribute(tag, 'data-test');
  if (testId) return `[data-testid=${quoted(testId)}]`;
  const name = attribute(tag, 'name');
  if (name) return `${tagName}[name=${quoted(name)}]`;
  return null;
}

export const step = (
  action: CaseStep['action'],
  assertion: CaseStep['assertion'] = null,
): CaseStep => ({
  action,
  assertion,
});

export const navigate = (url: string) =>
  step(
    { type: 'navigate', selector: null, value: url },
    { type: 'exists', selector: 'body', value: null },
  );

export const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}` || '/';
};

/** A sample value per input type (and a few well-known names), so validation accepts it. */
export function sampleValue(type: string, name = ''): string {
  const hint = `${type} ${name}`.toLowerCase();
  if (type === 'email' || /e-?mail/.test(hint)) return 'jane.doe@example.com';
  if (type === 'tel' || /phone|tel\b|mobile/.test(hint)) return '+1 555 010 0199';
  if (type === 'number' || type === 'range') return '3';
  if (type === 'url' || /website|url/.test(hint)) return 'https://example.com';
  if (type === 'date') return '2030-01-15';
  if (type === 'datetime-local') return '2030-01-15T10:30';
  if (type === 'time') return '10:30';
  if (type === 'month') return '2030-01';
  if (type === 'week') return '2030-W03';
  if (type === 'color') return '#3366ff';
  if (type === 'password') return 'Vigil-Test-2030!';
  if (type === 'search') return 'vigil';
  if (type === 'textarea') return 'Hello from Vigil, this is an automated test message.';
  if (/first/.test(hint)) return 'Jane';
  if (/last|surname/.test(hint)) return 'Doe';
  if (/name/.test(hint)) return 'Jane Doe';
  if (/zip|postal/.test(hint)) return '10001';
  if (/city/.test(hint)) return 'New York';
  if (/company|organi[sz]ation/.test(hint)) return 'Example Inc.';
  return 'Vigil test';
}
