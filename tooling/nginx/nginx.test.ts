import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ASSET_EXTENSIONS, CACHE, HASHED_ASSET, REMOTE_ROUTES, ROUTES } from '../gateway/routes';
import { MAX_API_BODY_BYTES, TOO_LARGE } from '../gateway/proxy';
import { nginxSecurityHeaderLines } from '../gateway/security-headers';
import { INLINE_CONFIG_ID } from '../gateway/inline-config';

const gatewayConf = readFileSync(join(__dirname, 'gateway.conf'), 'utf8');
const remoteConf = readFileSync(join(__dirname, 'remote.conf'), 'utf8');
const securityConf = readFileSync(join(__dirname, 'security-headers.conf'), 'utf8');
/** Where docker-compose.yml mounts security-headers.conf (compose.test.ts checks the mount). */
const SECURITY_HEADERS_PATH = '/etc/nginx/vigil/security-headers.conf';

/** The text of `location <modifier> <path> { … }` (nested braces included), or null. */
function locationBlock(conf: string, path: string): string | null {
  const escaped = path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const head = new RegExp(`^\\s*location\\s+(?:=|\\^~)?\\s*${escaped}\\s*\\{`, 'm').exec(conf);
  if (!head) return null;
  let depth = 0;
  for (let i = head.index + head[0].length - 1; i < conf.length; i += 1) {
    if (conf[i] === '{') depth += 1;
    if (conf[i] === '}' && (depth -= 1) === 0) return conf.slice(head.index, i + 1);
  }
  return null;
}

describe('gateway.conf matches the Node gateway (routes.ts)', () => {
  it.each(ROUTES.map((route) => [route.prefix, route] as const))(
    'has a location for %s',
    (prefix, route) => {
      const block = locationBlock(gatewayConf, prefix);
      expect(block).not.toBeNull();
      if (route.exact) expect(block).toMatch(/location\s+=/);
      // Its own Cache-Control, except remote files (remote.conf sets theirs) and the API (its own).
      if (route.cacheControl && route.kind !== 'remotes') {
        expect(block).toContain(`add_header Cache-Control "${route.cacheControl}"`);
      }
      if (route.kind === 'api') expect(block).toMatch(/proxy_pass \$api;/);
      if (route.missing === 'not-found') expect(block).toMatch(/=404|return 404/);
      if (route.missing === 'spa-index') expect(block).toContain('try_files $uri /index.html');
    },
  );

  it.each(REMOTE_ROUTES.map((remote) => [remote.prefix, remote] as const))(
    'proxies %s to its own service, resolved per request',
    (prefix, remote) => {
      const block = locationBlock(gatewayConf, prefix);
      expect(block).toContain(`http://${remote.service}:80;`);
      expect(block).toMatch(/proxy_pass \$\w+;/);
    },
  );

  it('puts app.json and remotes.json into the page like the Node gateway (inline-config.ts)', () => {
    const host = locationBlock(gatewayConf, '/')!;
    expect(host).toMatch(/^\s*ssi on;/m);
    expect(host).toContain(`<script type="application/json" id="${INLINE_CONFIG_ID}">`);
    for (const file of ['app.json', 'remotes.json']) {
      expect(host).toContain(`<!--# include virtual="/config/${file}" stub="none" -->`);
    }
    expect(host).toContain('<!--# block name="none" -->null<!--# endblock -->');
  });

  it('caches hashed host assets like the Node gateway and 404s other missing files', () => {
    const host = locationBlock(gatewayConf, '/') ?? '';
    expect(host).toContain(`location ~ "${HASHED_ASSET.source}"`);
    expect(host).toContain(`add_header Cache-Control "${CACHE.immutable}"`);
    expect(host).toContain(`"\\.(${ASSET_EXTENSIONS.join('|')})$"`);
    expect(host).toContain(`add_header Cache-Control "${CACHE.revalidate}"`);
  });

  it('refuses an API body over the same limit in the same words as the Node gateway', () => {
    expect(locationBlock(gatewayConf, '/v1/')).toContain(
      `client_max_body_size ${MAX_API_BODY_BYTES / 1024 / 1024}m;`,
    );
    expect(locationBlock(gatewayConf, '@too_large')).toContain(`return 413 '${TOO_LARGE}'`);
  });

  it('answers an unreachable API with the same JSON as the Node gateway', () => {
    expect(locationBlock(gatewayConf, '@api_down')).toContain(
      `return 502 '{"reason":"API unavailable"}'`,
    );
  });
});

/** Every `location … {` of the file with its own directives only (nested blocks cut out). */
function locations(conf: string): { head: string; own: string }[] {
  const found: { head: string; own: string }[] = [];
  for (const head of conf.matchAll(/^\s*location\s+.*\{$/gm)) {
    let depth = 0;
    let own = '';
    for (let i = head.index + head[0].length; i < conf.length; i += 1) {
      if (conf[i] === '{') depth += 1;
      if (conf[i] === '}' && (depth -= 1) < 0) break;
      if (depth === 0 && conf[i] !== '}') own += conf[i];
    }
    found.push({ head: head[0].trim(), own });
  }
  return found;
}

describe('security headers: the same values as the Node gateway (security-headers.ts)', () => {
  it("security-headers.conf holds exactly the gateway source's headers", () => {
    const lines = securityConf.split('\n').filter((line) => line.startsWith('add_header'));
    expect(lines).toEqual(nginxSecurityHeaderLines());
  });

  it('every location that answers includes them, except the API (its own headers)', () => {
    const all = locations(gatewayConf);
    expect(all.length).toBeGreaterThan(10);
    const apiPrefixes = ROUTES.filter((route) => route.kind === 'api').map((r) => r.prefix);
    for (const { head, own } of all) {
      const includes = own.includes(`include ${SECURITY_HEADERS_PATH};`);
      // `return 404` alone is answered by @not_found, which includes them.
      const onlyNotFound = own.trim() === 'return 404;';
      const isApi = apiPrefixes.some((prefix) => head.includes(` ${prefix} `));
      if (isApi) expect({ head, includes }).toEqual({ head, includes: false });
      else if (!onlyNotFound) expect({ head, includes }).toEqual({ head, includes: true });
    }
  });
});

describe('remote.conf', () => {
  it('serves /remotes/ as immutable, without caching its 404s', () => {
    const block = locationBlock(remoteConf, '/remotes/') ?? '';
    expect(block).toContain(`add_header Cache-Control "${CACHE.immutable}";`);
    expect(block).toContain('try_files $uri =404');
  });

  it('answers the compose health check', () => {
    expect(locationBlock(remoteConf, '/health')).toContain('return 200');
  });
});
