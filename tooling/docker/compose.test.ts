import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { REMOTE_ROUTES } from '../gateway/routes';
import { repoRoot } from '../remotes/web-root';

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  ports?: string[];
  volumes?: string[];
  healthcheck?: { test: string[] };
}

// merge: compose files use YAML merge keys (<<: *api) for the shared API settings.
const compose = parse(readFileSync(join(repoRoot, 'docker-compose.yml'), 'utf8'), {
  merge: true,
}) as {
  services: Record<string, Service>;
};
const services = compose.services;
const service = (name: string): Service => {
  const found = services[name];
  if (!found) throw new Error(`docker-compose.yml has no service ${name}`);
  return found;
};
/** Host side of a bind mount, with the compose default of ${VIGIL_WEB_DIR:-./.data/web} applied. */
const hostPath = (volume: string) =>
  volume.split(':/')[0]!.replace('${VIGIL_WEB_DIR:-./.data/web}', './.data/web');

it('has PostgreSQL, the API, its workers, the gateway and one service per remote', () => {
  const expected = ['postgres', 'api', 'worker', 'gateway', ...REMOTE_ROUTES.map((r) => r.service)];
  expect(Object.keys(services).sort()).toEqual(expected.sort());
  expect(service('postgres').image).toMatch(/^postgres:16/);
  expect(service('postgres').healthcheck?.test.join(' ')).toContain('pg_isready');
});

it('runs the API and the workers from one image against PostgreSQL, jobs only in workers', () => {
  const api = service('api');
  const worker = service('worker');
  expect(api.environment?.DATABASE_URL).toMatch(/@postgres:5432\//);
  expect(api.environment?.VIGIL_WORKER).toBe('off');
  expect(api.depends_on?.postgres?.condition).toBe('service_healthy');
  expect(worker.image).toBe(api.image);
  expect(worker.command).toEqual(['worker']);
  expect(worker.environment?.DATABASE_URL).toBe(api.environment?.DATABASE_URL);
  expect(existsSync(join(repoRoot, api.build?.dockerfile ?? 'missing'))).toBe(true);
});

it('boots the gateway without any remote: no depends_on on remote services, a published port', () => {
  const gateway = service('gateway');
  const remotes = REMOTE_ROUTES.map((r) => r.service);
  expect(Object.keys(gateway.depends_on ?? {}).filter((name) => remotes.includes(name))).toEqual(
    [],
  );
  expect(gateway.ports?.length).toBeGreaterThan(0);
  expect(gateway.volumes).toEqual(
    expect.arrayContaining([
      './tooling/nginx/gateway.conf:/etc/nginx/conf.d/default.conf:ro',
      // gateway.conf includes it from there (nginx.test.ts).
      './tooling/nginx/security-headers.conf:/etc/nginx/vigil/security-headers.conf:ro',
      './host/dist:/usr/share/nginx/html:ro',
      // A directory: a single-file mount would keep serving the remotes.json replaced by rename.
      '${VIGIL_WEB_DIR:-./.data/web}/config:/srv/config:ro',
    ]),
  );
});

it.each(REMOTE_ROUTES.map((r) => [r.service, r] as const))(
  '%s serves its own versioned builds with remote.conf',
  (name, remote) => {
    const volumes = service(name).volumes ?? [];
    expect(volumes).toContain('./tooling/nginx/remote.conf:/etc/nginx/conf.d/default.conf:ro');
    expect(volumes).toContain(
      `\${VIGIL_WEB_DIR:-./.data/web}/remotes/${remote.name}:/srv/remotes/${remote.name}:ro`,
    );
    expect(service(name).healthcheck?.test).toContain('http://127.0.0.1/health');
  },
);

it('mounts only configuration files that exist', () => {
  const files = Object.values(services)
    .flatMap((s) => s.volumes ?? [])
    .map(hostPath)
    .filter((path) => path.endsWith('.conf'));
  // Each remote's remote.conf, the gateway's gateway.conf and its security-headers.conf.
  expect(files.length).toBe(REMOTE_ROUTES.length + 2);
  for (const file of files) expect(existsSync(join(repoRoot, file))).toBe(true);
});
