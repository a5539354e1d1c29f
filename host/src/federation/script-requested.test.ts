import { scriptRequested } from './script-requested';

const BASE = 'http://localhost/remotes/auth/1-abc/';

function addScript(src: string) {
  const script = document.createElement('script');
  script.src = src;
  document.head.appendChild(script);
  return script;
}

afterEach(() => {
  document.head.innerHTML = '';
  jest.useRealTimers();
});

describe('scriptRequested', () => {
  it('resolves as soon as a script from under the base is on the page', async () => {
    jest.useFakeTimers();
    let resolved = false;
    const seen = scriptRequested(BASE, 200).then(() => (resolved = true));
    addScript('http://localhost/remotes/billing/1-def/remoteEntry.js');
    await Promise.resolve();
    expect(resolved).toBe(false);
    addScript(`${BASE}remoteEntry.js`);
    await seen;
    expect(resolved).toBe(true);
  });

  it('resolves at once when the script is already there', async () => {
    addScript(`${BASE}remoteEntry.js`);
    await expect(scriptRequested(BASE, 60_000)).resolves.toBeUndefined();
  });

  it('gives up waiting after the cap, so a start-up never hangs on it', async () => {
    jest.useFakeTimers();
    let resolved = false;
    const seen = scriptRequested(BASE, 200).then(() => (resolved = true));
    jest.advanceTimersByTime(199);
    await Promise.resolve();
    expect(resolved).toBe(false);
    jest.advanceTimersByTime(1);
    await seen;
    expect(resolved).toBe(true);
  });
});
