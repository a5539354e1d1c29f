import { act, useState, type FormEvent } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { handOverPrerenderedScreen, hasPrerenderedScreen } from './prerendered-screen';

/** What the gateway puts in the page: the form as the build rendered it (a plain submit button). */
const PRERENDERED =
  '<div id="vigil-prerender"><form><input type="email" autocomplete="email">' +
  '<input type="password" autocomplete="current-password">' +
  '<button type="button" data-prerender-submit="">Sign in</button></form></div>';

/** The app's form: controlled fields, and what a submit sent. */
function SignIn({ onSend }: { onSend: (body: { email: string; password: string }) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend({ email, password });
  };
  return (
    <form onSubmit={submit}>
      <input
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <input
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <button type="submit">Sign in</button>
    </form>
  );
}

let container: HTMLElement;
let root: Root | null = null;

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = PRERENDERED;
  document.body.appendChild(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
});

const field = (type: string) => container.querySelector<HTMLInputElement>(`input[type="${type}"]`)!;

async function takeOver(onSend = jest.fn()) {
  handOverPrerenderedScreen(container);
  root = createRoot(container);
  await act(async () => {
    root!.render(<SignIn onSend={onSend} />);
  });
  // The observer's turn, then the submit's task.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return onSend;
}

describe('handOverPrerenderedScreen', () => {
  it('tells a prerendered root from the usual empty one', () => {
    expect(hasPrerenderedScreen(container)).toBe(true);
    expect(hasPrerenderedScreen(document.createElement('div'))).toBe(false);
  });

  it("moves typed text into the app's fields, through its change handling, with the caret", async () => {
    field('email').value = 'early@example.com';
    field('password').value = 'half';
    field('password').focus();
    const onSend = await takeOver();
    expect(container.querySelector('#vigil-prerender')).toBeNull();
    expect(field('email').value).toBe('early@example.com');
    expect(field('password').value).toBe('half');
    expect(document.activeElement).toBe(field('password'));
    expect(onSend).not.toHaveBeenCalled();
    // React's state holds the text: the app's own submit sends it.
    await act(async () => container.querySelector('button')!.click());
    expect(onSend).toHaveBeenCalledWith({ email: 'early@example.com', password: 'half' });
  });

  it('submits the app form once, with the text, when the prerendered one was submitted', async () => {
    field('email').value = 'ann@example.com';
    field('password').value = 'secret';
    // The page's script notes the press (tooling/gateway/prerendered.ts).
    container.querySelector('form')!.setAttribute('data-submit-requested', '');
    const onSend = await takeOver();
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith({ email: 'ann@example.com', password: 'secret' });
  });

  it('changes nothing when nothing was typed', async () => {
    const onSend = await takeOver();
    expect(field('email').value).toBe('');
    expect(document.activeElement).toBe(document.body);
    expect(onSend).not.toHaveBeenCalled();
  });
});
