import type { CaseStep } from '@vigil/contract';
import { attribute, elementsNamed, openingTag, textOf, withoutNoise } from '../html/markup';
import { navigate, pathOf, quoted, sampleValue, stableSelector, step } from './case-steps';
import type { GeneratedCase, PageSource } from './generated-case';

const SKIPPED_INPUTS = new Set(['hidden', 'submit', 'button', 'image', 'reset', 'file']);

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
            { type: 'click', selector, value: null },
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
      steps.push(
        step({ type: 'change', selector, value }, { type: 'visible', selector, value: null }),
      );
    }
    if (steps.length === 0) continue;
    const submitTag =
      /<(?:button|input)\b[^>]*\btype\s*=\s*["']?submit["']?[^>]*>/i.exec(form.inner)?.[0] ??
      /<button\b(?![^>]*\btype\s*=\s*["']?(?:button|reset)\b)[^>]*>/i.exec(form.inner)?.[0];
    const submitName = submitTag ? /^<(\w+)/.exec(submitTag)![1]!.toLowerCase() : 'button';
    const submit = within(
      submitTag ? stableSelector(submitName, submitTag) : null,
      !submitTag
        ? '[type="submit"]'
        : /\btype\s*=\s*["']?submit/i.test(submitTag)
          ? `${submitName}[type="submit"]`
          : submitName,
    );
    steps.push(
      step(
        { type: 'click', selector: submit, value: null },
        { type: 'exists', selector: 'body', value: null },
      ),
    );
    return {
      key: 'form',
      title: `Fill and submit the form on ${pathOf(page.url)}`,
      steps: [navigate(page.url), ...steps],
    };
  }
  return null;
}
