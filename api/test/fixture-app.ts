import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The loopback web app case-run tests drive (test-only): a login form, a two-step form, a page
 * whose button class changes on every visit, a search form without a submit button (Sphinx /
 * Read the Docs), a list of lookalike links, a slow page, one whose script keeps it busy and a
 * GET form that echoes what was typed.
 */
const page = (title: string, body: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body>${body}</body></html>`;

const LOGIN = page(
  'Sign in',
  `<form action="/login" method="post"><label for="user">Username</label><input id="user" name="user">
  <label>Password <input type="password" name="password"></label>
  <button class="btn-x1" type="submit">Sign in</button></form>`,
);

const STEP_ONE = page(
  'Order',
  `<h1>Order</h1><div id="one"><label for="size">Size</label> <select id="size" name="size"><option value="s">Small</option>
  <option value="l">Large</option></select><button id="next">Next</button></div>
  <div id="two" hidden><label>Note <textarea name="note"></textarea></label>
  <button data-testid="finish">Finish</button></div><p id="out" role="status"></p>
  <div style="height:3000px"></div><footer id="bottom">The end</footer>
  <script>
    document.getElementById('next').onclick = () => {
      document.getElementById('one').hidden = true;
      document.getElementById('two').hidden = false;
    };
    document.querySelector('[data-testid=finish]').onclick = () => {
      const size = document.querySelector('select').value;
      const note = document.querySelector('textarea').value;
      document.getElementById('out').textContent = 'Ordered ' + size + ': ' + note;
    };
    document.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') document.getElementById('out').textContent = 'Escaped';
    });
    const tip = document.createElement('span');
    document.getElementById('next').onmouseenter = () => {
      tip.id = 'tip'; tip.textContent = 'Go on'; document.body.append(tip);
    };
    setTimeout(() => { const late = document.createElement('p'); late.id = 'late';
      late.textContent = 'Loaded late'; document.body.prepend(late); }, 700);
    console.error('order page boom');
  </script>`,
);

const SEARCH = page(
  'Search',
  `<div role="search"><form class="search" action="/search" method="get">
  <input type="text" name="q" aria-label="Search docs"><input type="hidden" name="area" value="default">
  </form></div><p>Results for: <span id="query">${'{{q}}'}</span></p>`,
);

/**
 * A page whose script keeps the main thread busy from 300 ms after it has loaded: 2.9 s of every
 * 3 s. Anything that looks into the page waits for the script.
 */
const BUSY = page(
  'Busy',
  `<h1>Busy</h1><script>
    const busy = () => { const until = Date.now() + 2900; while (Date.now() < until); };
    addEventListener('load', () => setTimeout(() => { busy(); setInterval(busy, 3000); }, 300));
  </script>`,
);

/**
 * A page whose script keeps the main thread busy without a break, from 300 ms after it has
 * loaded for 20 s: no look into it is answered until then, however slow the machine.
 */
const BUSY_WITHOUT_BREAK = page(
  'Busy',
  `<h1>Busy</h1><script>
    addEventListener('load', () => setTimeout(() => { const until = Date.now() + 20000; while (Date.now() < until); }, 300));
  </script>`,
);

const LINKS = page(
  'Links',
  `<nav><a href="/a" class="item">More</a><a href="/b" class="item">More</a><a href="/c">Contact</a></nav>
  <footer><a href="/c">Contact us</a></footer>`,
);

/**
 * A GET form whose next page repeats what was typed every way a page might (secret masking): in
 * its URL, in console lines (the URL cut mid-value at 500 characters, JSON, HTML), an uncaught
 * error, and a link whose `back=` parameter encodes the URL once more, shown on the page it opens.
 */
const ECHO = page(
  'Echo',
  `<form action="/echo" method="get"><label>Pass <input name="pass"></label>
  <button type="submit">Go</button></form><h1 id="shown"></h1><a id="again" href="/echo">Again</a>
  <script>
    const params = new URLSearchParams(location.search);
    const pass = params.get('pass');
    const shown = document.getElementById('shown');
    shown.textContent = pass ?? params.get('back') ?? '';
    if (pass !== null) {
      document.getElementById('again').href = '/echo?back=' + encodeURIComponent(location.href);
      const middle = Math.floor((location.href.indexOf('pass=') + 5 + location.href.length) / 2);
      console.error('x'.repeat(500 - middle) + location.href);
      console.error(JSON.stringify({ pass }));
      console.error('html ' + shown.innerHTML);
      document.body.insertAdjacentHTML('beforeend', '<p id="logged">logged</p>');
      throw new Error('no account for ' + location.search);
    }
  </script>`,
);

export interface FixtureApp {
  origin: string;
  close(): Promise<void>;
}

export async function startFixtureApp(): Promise<FixtureApp> {
  let visits = 0;
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fixture');
    const send = (status: number, body: string, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
      response.end(body);
    };
    if (url.pathname === '/login' && request.method === 'POST') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const form = new URLSearchParams(body);
        const ok = form.get('user') === 'ada' && form.get('password') === 'open sesame';
        send(303, '', { location: ok ? '/account' : '/login?failed=1' });
      });
      return;
    }
    if (url.pathname === '/login') return send(200, LOGIN);
    if (url.pathname === '/account') return send(200, page('Account', '<h1>Welcome, Ada</h1>'));
    if (url.pathname === '/order') return send(200, STEP_ONE);
    if (url.pathname === '/links') return send(200, LINKS);
    if (url.pathname === '/echo') return send(200, ECHO);
    if (url.pathname === '/busy') return send(200, BUSY);
    if (url.pathname === '/busy-without-break') return send(200, BUSY_WITHOUT_BREAK);
    if (url.pathname === '/search')
      return send(
        200,
        SEARCH.replace('{{q}}', (url.searchParams.get('q') ?? '').replace(/[<&]/g, '')),
      );
    if (url.pathname === '/button') {
      // The class changes on every visit, as a CSS-in-JS build would change it per release.
      visits += 1;
      return send(200, page('Button', `<button class="css-${visits}a9">Subscribe</button>`));
    }
    send(404, page('Not found', '<h1>Not found</h1>'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
