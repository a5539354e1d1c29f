import type { CaseLocator, CaseStep } from '../ops';
import { Unsupported, type Link, type Value } from './parse-expression';

// What one parsed Playwright expression is as a case step: its locator, action or check.

type Action = CaseStep['action'];
type Assertion = NonNullable<CaseStep['assertion']>;
interface Target {
  selector: string | null;
  locator?: CaseLocator;
}

const str = (value: Value | undefined) => {
  if (value?.kind !== 'str') throw new Unsupported('expected a string');
  return value.value;
};
const noArgs = (link: Link) => {
  if (!link.args || link.args.length > 0) throw new Unsupported(`${link.name} with arguments`);
};
/** `{ exact: true }` and, for getByRole, `name`: other options change what matches. */
function options(value: Value | undefined, allowed: string[]): Record<string, Value> {
  if (value === undefined) return {};
  if (value.kind !== 'object') throw new Unsupported('options');
  const unknown = Object.keys(value.entries).filter((key) => !allowed.includes(key));
  if (unknown.length > 0) throw new Unsupported(`option ${unknown[0]}`);
  return value.entries;
}

/** Adds one way of finding the element to `target`; a second way of the same kind is refused. */
function addWay(target: Target, link: Link) {
  const [first, second, ...rest] = link.args ?? [];
  if (rest.length > 0) throw new Unsupported('too many arguments');
  const locator = (target.locator ??= {});
  const set = (key: keyof CaseLocator, value: string) => {
    if (locator[key] !== undefined) throw new Unsupported(`two ${key} locators`);
    locator[key] = value;
  };
  switch (link.name) {
    case 'getByRole': {
      set('role', str(first));
      const name = options(second, ['name', 'exact']).name;
      if (name) set('name', str(name));
      return;
    }
    case 'getByLabel':
      set('label', str(first));
      options(second, ['exact']);
      return;
    case 'getByText':
      set('text', str(first));
      options(second, ['exact']);
      return;
    case 'getByTestId':
      if (second) throw new Unsupported('getByTestId options');
      set('test_id', str(first));
      return;
    case 'locator':
      if (second || target.selector !== null) throw new Unsupported('locator');
      target.selector = str(first);
      return;
    case 'or': {
      if (!first || second) throw new Unsupported('or');
      const other = locatorOf(first);
      if (other.selector !== null)
        addWay(target, { name: 'locator', args: [{ kind: 'str', value: other.selector }] });
      for (const [key, value] of Object.entries(other.locator ?? {}))
        set(key as keyof CaseLocator, value);
      return;
    }
    default:
      throw new Unsupported(link.name);
  }
}

const LOCATOR_LINKS = new Set([
  'getByRole',
  'getByLabel',
  'getByText',
  'getByTestId',
  'locator',
  'or',
]);

/** `page.getByRole(…).or(page.locator(…))` (the whole value) as a step's target. */
function locatorOf(value: Value): Target {
  if (value.kind !== 'chain' || value.root !== 'page') throw new Unsupported('not a locator');
  const { target, rest } = leadingTarget(value.links);
  if (rest.length > 0 || !target) throw new Unsupported('not a locator');
  return target;
}

/** The locator links at the start of a `page.` chain, and the links after them. */
function leadingTarget(links: Link[]): { target: Target | null; rest: Link[] } {
  let count = 0;
  while (count < links.length && LOCATOR_LINKS.has(links[count]!.name) && links[count]!.args)
    count += 1;
  if (count === 0) return { target: null, rest: links };
  const target: Target = { selector: null };
  for (const link of links.slice(0, count)) addWay(target, link);
  if (target.locator && Object.keys(target.locator).length === 0) delete target.locator;
  return { target, rest: links.slice(count) };
}

export const action = (
  type: Action['type'],
  target: Target | null,
  value: string | null,
): Action => ({
  type,
  selector: target?.selector ?? null,
  value,
  ...(target?.locator ? { locator: target.locator } : {}),
});

const ELEMENT_ACTIONS: Record<string, Action['type']> = {
  click: 'click',
  hover: 'hover',
  fill: 'change',
  press: 'key',
  selectOption: 'select',
  scrollIntoViewIfNeeded: 'scroll',
  waitFor: 'wait',
};

/** `page.goto(…)`, `page.getByRole(…).click()`, `fillField(locator, value)`… as an action. */
export function actionOf(value: Value): Action {
  if (value.kind !== 'chain') throw new Unsupported('not an action');
  if (value.root === 'fillField') {
    const [call] = value.links;
    const [field, text, ...rest] = call?.args ?? [];
    if (value.links.length !== 1 || !field || rest.length > 0) throw new Unsupported('fillField');
    return action('change', locatorOf(field), str(text));
  }
  if (value.root !== 'page') throw new Unsupported('not on the page');
  const { target, rest } = leadingTarget(value.links);
  const [first, second, ...more] = rest;
  if (!first || more.length > 0) throw new Unsupported('action');
  if (!target) {
    const [arg, other] = second?.args ?? first.args ?? [];
    if (first.name === 'goto' && first.args?.length === 1 && !second)
      return action('navigate', null, str(arg));
    if (
      first.name === 'waitForTimeout' &&
      !second &&
      first.args?.length === 1 &&
      arg?.kind === 'num'
    )
      return action('wait', null, String(arg.value));
    if (first.name === 'keyboard' && second?.name === 'press' && second.args?.length === 1)
      return action('key', null, str(arg));
    if (
      first.name === 'mouse' &&
      second?.name === 'wheel' &&
      other?.kind === 'num' &&
      arg?.kind === 'num' &&
      arg.value === 0
    )
      return action('scroll', null, String(other.value));
    throw new Unsupported('page call');
  }
  const type = ELEMENT_ACTIONS[first.name];
  if (!type || second || !first.args) throw new Unsupported('element call');
  if (type === 'change' || type === 'key' || type === 'select') {
    if (first.args.length !== 1) throw new Unsupported(`${first.name} arguments`);
    return action(type, target, str(first.args[0]));
  }
  noArgs(first);
  return action(type, target, null);
}

const regexValue = (value: Value) => {
  if (value.kind !== 'regex' || value.flags !== '') throw new Unsupported('regex with flags');
  return value.source;
};

/** `expect(page).toHaveURL(…)`, `expect(locator).toBeVisible()`… as an assertion. */
export function assertionOf(value: Value): Assertion {
  if (value.kind !== 'chain' || value.root !== 'expect') throw new Unsupported('not expect');
  const [subjectCall, ...links] = value.links;
  const [subject, ...extra] = subjectCall?.args ?? [];
  if (!subject || extra.length > 0 || subjectCall?.name !== '') throw new Unsupported('expect');
  const negated = links[0]?.name === 'not' && links[0].args === null;
  const matcher = links[negated ? 1 : 0];
  if (!matcher?.args || links.length !== (negated ? 2 : 1)) throw new Unsupported('matcher');
  const [arg, ...others] = matcher.args;
  if (others.length > 0) throw new Unsupported('matcher options');
  const assertion = (type: Assertion['type'], target: Target | null, text: string | null) => ({
    ...action('navigate', target, text),
    type,
  });
  if (subject.kind === 'chain' && subject.root === 'page' && subject.links.length === 0) {
    if (negated || matcher.name !== 'toHaveURL' || !arg) throw new Unsupported('page matcher');
    if (arg.kind === 'str') return assertion('url', null, arg.value);
    if (arg.kind === 'includes') return assertion('contains', null, arg.value);
    return assertion('regex', null, regexValue(arg));
  }
  const target = locatorOf(subject);
  if (negated) {
    if (matcher.name === 'toHaveCount' && arg?.kind === 'num' && arg.value === 0)
      return assertion('exists', target, null);
    throw new Unsupported('negated matcher');
  }
  if (matcher.name === 'toBeVisible' || matcher.name === 'toBeAttached') {
    if (arg) throw new Unsupported('matcher options');
    return assertion(matcher.name === 'toBeVisible' ? 'visible' : 'exists', target, null);
  }
  if (!arg) throw new Unsupported('matcher without a value');
  if (matcher.name === 'toHaveText')
    return arg.kind === 'str'
      ? assertion('text', target, arg.value)
      : assertion('regex', target, regexValue(arg));
  if (matcher.name === 'toContainText')
    return arg.kind === 'str'
      ? assertion('contains', target, arg.value)
      : assertion('regex', target, regexValue(arg));
  throw new Unsupported(matcher.name);
}
