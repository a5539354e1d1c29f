import { watchUntil } from './watch-until';

/**
 * A page may arrive with its first screen already drawn (the gateway puts a remote's prerendered
 * screen in the root element, issue 18): it shows before any script has run, and React's first
 * commit replaces it. What a visitor did on it in between is not lost:
 * - each filled field's text moves to the app's field of the same kind (type and autocomplete, in
 *   order), through the app's own change handling, and the caret (or selection) follows when it
 *   was in one;
 * - a press of a form's submit button (or Enter in its field), noted on the form by the page's
 *   script (and forgotten when the visitor typed on), submits the app's form once the text is in
 *   it, as the same click would have.
 */

/** How long to keep waiting for the app's fields (its screen may come after a Suspense fallback). */
const HANDOVER_LIMIT_MS = 30_000;
/**
 * Put on a prerendered form by the page's own script (tooling/gateway/prerendered.ts) when its
 * submit was pressed: that happens before any of the app's scripts has run.
 */
const SUBMIT_REQUESTED = 'data-submit-requested';

const setNativeValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

const kindOf = (input: HTMLInputElement) => `${input.type}|${input.autocomplete}`;

/** The caret (or selection) where it was in the prerendered field. */
function copyCaret(from: HTMLInputElement, to: HTMLInputElement) {
  try {
    const end = to.value.length;
    to.setSelectionRange(from.selectionStart ?? end, from.selectionEnd ?? end);
  } catch {
    // email and a few other types have no selection API; focus alone is what they get.
  }
}

/**
 * Whether the root shows a prerendered screen: an empty root is the usual page, and a screen the
 * page's script hid (a stored session: the app sends that visitor elsewhere) shows nothing.
 */
export function hasPrerenderedScreen(root: HTMLElement): boolean {
  const screen = root.firstElementChild;
  if (!screen) return false;
  // Where the browser cannot tell, a screen is taken as shown (at worst a short wait for a paint).
  return typeof screen.checkVisibility === 'function' ? screen.checkVisibility() : true;
}

/**
 * Hands what the visitor did on a prerendered screen to the app's screen once React has drawn it
 * (call before the first render). Nothing happens on a page without one.
 */
export function handOverPrerenderedScreen(root: HTMLElement): void {
  if (!hasPrerenderedScreen(root)) return;
  const drawn = [...root.querySelectorAll('input')];
  const forms = [...root.querySelectorAll('form')];
  if (!drawn.length && !forms.length) return;
  // The prerendered field the caret is in, or last went to (focus elsewhere clears it).
  const fieldOf = (element: Element | null) => drawn.find((input) => input === element) ?? null;
  let focused = fieldOf(document.activeElement);
  const onFocus = (event: FocusEvent) => {
    focused = fieldOf(event.target as Element | null);
  };
  document.addEventListener('focusin', onFocus);

  const carry = () => {
    // Still on screen: React has not committed yet.
    if ([...drawn, ...forms].some((element) => element.isConnected)) return false;
    const typed = drawn.filter((input) => input.value !== '' || input === focused);
    const appFields = [...root.querySelectorAll('input')];
    const taken = new Set<HTMLInputElement>();
    const targets = typed.map((input) => {
      const target = appFields.find(
        (field) => !taken.has(field) && kindOf(field) === kindOf(input),
      );
      if (target) taken.add(target);
      return target;
    });
    const submitted = forms.findIndex((form) => form.hasAttribute(SUBMIT_REQUESTED));
    const appForm = submitted < 0 ? null : root.querySelectorAll('form')[submitted];
    // The app's screen may come in a later commit (after a Suspense fallback).
    if (targets.some((target) => !target) || (submitted >= 0 && !appForm)) return false;
    typed.forEach((input, index) => {
      const target = targets[index]!;
      if (input.value !== '' && target.value === '') {
        setNativeValue?.call(target, input.value);
        target.dispatchEvent(new Event('input', { bubbles: true }));
      }
      if (input === focused && document.activeElement === document.body) {
        target.focus();
        copyCaret(input, target);
      }
    });
    // A task later: React has applied the text to the form's state by then.
    if (appForm) {
      setTimeout(() => appForm.querySelector<HTMLButtonElement>('button[type="submit"]')?.click());
    }
    return true;
  };

  watchUntil(root, carry, HANDOVER_LIMIT_MS, () =>
    document.removeEventListener('focusin', onFocus),
  );
}
