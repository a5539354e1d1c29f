import type { CaseStep } from '../ops';

/** A piece of a step in words: plain text, or a selector / value the reader may copy as is. */
export type Words = ({ text: string } | { code: string })[];

type Action = CaseStep['action'];
type Assertion = NonNullable<CaseStep['assertion']>;

const text = (value: string) => ({ text: value });
const code = (value: string) => ({ code: value });

// A step stored without its selector still gets a sentence, so a broken case reads as broken.
const NO_ELEMENT = text('(no element given)');
const element = (selector: string | null) => (selector === null ? NO_ELEMENT : code(selector));
const target = (selector: string | null, value: string | null) =>
  selector === null ? text('the page address') : code(selector ?? value ?? '');

/** The element in words: the first way of its locator (as the runner tries them), else CSS. */
function nameOf({ selector, locator }: Action | Assertion): string | null {
  if (locator?.role) return locator.name ? `${locator.role} "${locator.name}"` : locator.role;
  if (locator?.label) return `field "${locator.label}"`;
  if (locator?.text) return `"${locator.text}"`;
  if (locator?.test_id) return `test id ${locator.test_id}`;
  return selector;
}

/** "Click `#signup`", "Go to `https://…`", "Press `Enter` in `#search`". */
export function describeAction(action: Action): Words {
  const { type, value } = action;
  const selector = nameOf(action);
  switch (type) {
    case 'navigate':
      return value === null ? [text("Go to the site's home page")] : [text('Go to '), code(value)];
    case 'click':
      return [text('Click '), element(selector)];
    case 'change':
      return [text('Enter '), code(value ?? ''), text(' in '), element(selector)];
    case 'scroll':
      return selector === null
        ? [text('Scroll down the page')]
        : [text('Scroll to '), code(selector)];
    case 'hover':
      return [text('Hover over '), element(selector)];
    case 'key': {
      const key = value === null ? text('(no key given)') : code(value);
      return selector === null
        ? [text('Press '), key]
        : [text('Press '), key, text(' in '), code(selector)];
    }
    case 'select':
      return [text('Choose '), code(value ?? ''), text(' in '), element(selector)];
    case 'wait':
      return selector === null
        ? [text('Wait '), code(`${value ?? 0} ms`)]
        : [text('Wait for '), code(selector)];
  }
}

/** "Expect `h1` to be visible", "Expect the page address to be `https://…`". */
export function describeAssertion(assertion: Assertion): Words {
  const { type, value } = assertion;
  const selector = nameOf(assertion);
  switch (type) {
    case 'exists':
      return [text('Expect '), element(selector), text(' to exist')];
    case 'visible':
      return [text('Expect '), element(selector), text(' to be visible')];
    case 'match':
      return selector === null
        ? [text('Expect the page address to be '), code(value ?? '')]
        : [text('Expect '), code(selector), text(' to contain '), code(value ?? '')];
    case 'url':
      return [text('Expect the page address to be '), code(value ?? '')];
    case 'text':
      return [text('Expect '), target(selector, null), text(' to read '), code(value ?? '')];
    case 'contains':
      return [text('Expect '), target(selector, null), text(' to contain '), code(value ?? '')];
    case 'regex':
      return [
        text('Expect '),
        target(selector, null),
        text(' to match '),
        code(`/${value ?? ''}/`),
      ];
  }
}

/** The words as one line of plain text, code in backticks (for comments and labels). */
export const plainText = (words: Words) =>
  words.map((word) => ('code' in word ? `\`${word.code}\`` : word.text)).join('');
