import type { CaseStep } from '@vigil/contract';
import { attribute, elementsNamed, openingTag, textOf, withoutNoise } from '../html/markup';
import { navigate, pathOf, quoted, sampleValue, stableSelector, step } from './case-steps';
import type { GeneratedCase, PageSource } from './generated-case';

const SKIPPED_INPUTS = new Set(['hidden', 'submit', 'button', 'image', 'reset', 'file']);
/** Fields Enter submits a form from (HTML's implicit submission). */
const TYPED_INPUTS = /^(?:text|search|email|tel|url|number|password|date|time|month|week)$/;

/** A field's accessible label as Playwright's getByLabel finds it: aria-label or <label for>. */
function labelOf(formHtml: string, tag: string): string | undefined {
  const ariaLabel = attribute(tag, 'aria-label');
  if (ariaLabel) return ariaLabel;
  const id = attribute(tag, 'id');
  if (!id) return undefined;
  for (const label of elementsNamed(formHtml, 'label'))
    if (attribute(label.tag, 'for') === id) return textOf(label.inner) || undefined;
  return undefined;
}

/** The submit button's accessible name: an input's value, else the button's text. */
function submitNameOf(formHtml: string, submitTag: string): string | undefined {
  if (/^<input/i.test(submitTag)) return attribute(submitTag, 'value') || 'Submit';
  const at = formHtml.indexOf(submitTag);
  const inner = /^<button\b[^>]*>([\s\S]*?)<\/button\s*>/i.exec(formHtml.slice(at))?.[1];
  return attribute(submitTag, 'aria-label') ?? (inner ? textOf(inner) || undefined : undefined);
}

/** Fill every field of the first usable form, then submit it. */
export function formCase(page: PageSource): GeneratedCase | null {
  const html = withoutNoise(page.html);
  for (const form of elementsNamed(html, 'form')) {
    const formSelector =
      stableSelector('form', form.tag) ??
      (attribute(form.tag, 'action')
        ? `form[action=${quoted(attribute(form.tag, 'action')!)}]`
        : 'form');
    const within = (selector: string | null, fallback: string) =>
      selector && selector.startsWith('#') ? selector : `${formSelector} ${selector ?? fallback}`;
    const steps: CaseStep[] = [];
    let lastTyped: CaseStep['action'] | null = null;
    const fields = form.inner.matchAll(
      /<(textarea|select)\b[^>]*>([\s\S]*?)<\/\1\s*>|<(input)\b[^>]*>/gi,
    );
    let position = 0;
    for (const field of fields) {
      const tagName = (field[1] ?? field[3] ?? 'input').toLowerCase();
      const tag = openingTag(field[0]);
      if (attribute(tag, 'disabled') !== undefined || attribute(tag, 'readonly') !== undefined)
        continue;
      const type = tagName === 'input' ? (attribute(tag, 'type') ?? 'text').toLowerCase() : tagName;
      if (SKIPPED_INPUTS.has(type)) continue;
      position += 1;
      const label = attribute(tag, 'aria-label') ?? attribute(tag, 'placeholder');
      const accessibleLabel = labelOf(form.inner, tag);
      const locator = accessibleLabel ? { locator: { label: accessibleLabel } } : {};
      const selector = within(
        stableSelector(tagName, tag) ??
          (label
            ? `${tagName}[${attribute(tag, 'aria-label') ? 'aria-label' : 'placeholder'}=${quoted(label)}]`
            : null),
        `${tagName}:nth-of-type(${position})`,
      );
      if (type === 'checkbox' || type === 'radio') {
        steps.push(
          step(
            { type: 'click', selector, value: null, ...locator },
            { type: 'exists', selector: `${selector}:checked`, value: null },
          ),
        );
        continue;
      }
      let value = sampleValue(type, attribute(tag, 'name') ?? attribute(tag, 'id') ?? label ?? '');
      if (tagName === 'select') {
        const options = [...(field[2] ?? '').matchAll(/<option\b[^>]*>([\s\S]*?)(?=<option\b|$)/gi)]
          .map((option) => {
            const optionTag = openingTag(option[0]);
            return attribute(optionTag, 'value') ?? textOf(option[1] ?? '');
          })
          .filter((option) => option !== '');
        if (options.length === 0) continue;
        value = options[0]!;
      }
      const action = { type: 'change' as const, selector, value, ...locator };
      if (TYPED_INPUTS.test(type)) lastTyped = action;
      steps.push(step(action, { type: 'visible', selector, value: null, ...locator }));
    }
    if (steps.length === 0) continue;
    const submitTag =
      /<(?:button|input)\b[^>]*\btype\s*=\s*["']?submit["']?[^>]*>/i.exec(form.inner)?.[0] ??
      /<button\b(?![^>]*\btype\s*=\s*["']?(?:button|reset)\b)[^>]*>/i.exec(form.inner)?.[0];
    if (submitTag) {
      const submitName = /^<(\w+)/.exec(submitTag)![1]!.toLowerCase();
      const name = submitNameOf(form.inner, submitTag);
      const submit = within(
        stableSelector(submitName, submitTag),
        /\btype\s*=\s*["']?submit/i.test(submitTag) ? `${submitName}[type="submit"]` : submitName,
      );
      steps.push(
        step(
          {
            type: 'click',
            selector: submit,
            value: null,
            ...(name ? { locator: { role: 'button', name } } : {}),
          },
          { type: 'exists', selector: 'body', value: null },
        ),
      );
    } else if (lastTyped) {
      // No submit button (a Sphinx or Read the Docs search box): Enter in the last field submits.
      const { selector, locator } = lastTyped;
      steps.push(
        step(
          { type: 'key', selector, value: 'Enter', ...(locator ? { locator } : {}) },
          { type: 'exists', selector: 'body', value: null },
        ),
      );
    }
    return {
      key: 'form',
      title: `Fill and submit the form on ${pathOf(page.url)}`,
      steps: [navigate(page.url), ...steps],
    };
  }
  return null;
}
