import { planCatalogue, type PlanLimits } from '@vigil/contract';
import Fastify from 'fastify';
import { RUN_KINDS } from '../engine/run-kinds';
import { registerErrorHandling } from '../http/errors';
import { Browser, signUpWithTeam, startTestApp, type TestApp } from '../../test/harness';
import { assertWithinLimit, recordOverage, type LimitedThing } from './limits';
import { billingOf } from './repository';

const THINGS: [LimitedThing, keyof PlanLimits][] = [
  ['site', 'sites_allowed'],
  ['page', 'pages_allowed'],
  ['schedule', 'schedules_allowed'],
  ['scan', 'scans_allowed'],
  ['test', 'tests_allowed'],
  ['caserun', 'caseruns_allowed'],
  ['flowrun', 'flowruns_allowed'],
];

const team = (type: 'new' | 'free' | 'cloud' | 'selfhost' | 'enterprise', limits = null) => ({
  type,
  limits,
});

describe('assertWithinLimit', () => {
  it.each(THINGS)('refuses one %s past the free limit with 426 "max …s reached"', (thing, key) => {
    const limit = planCatalogue.free.limits[key];
    expect(assertWithinLimit(team('free'), thing, limit - 1)).toEqual({ overage: false });
    expect(() => assertWithinLimit(team('free'), thing, limit)).toThrow(
      expect.objectContaining({ statusCode: 426, message: `max ${thing}s reached` }),
    );
    // A team still `new` is held to the free plan.
    expect(() => assertWithinLimit(team('new'), thing, limit)).toThrow(`max ${thing}s reached`);
  });

  it.each(THINGS)('never limits %s on selfhost (0 = unlimited)', (thing) => {
    expect(assertWithinLimit(team('selfhost'), thing, 1_000_000)).toEqual({ overage: false });
  });

  it('bills cloud scans, tests and case runs past the quota instead of refusing them', () => {
    const cloud = team('cloud');
    for (const [thing, key] of THINGS.filter(([thing]) =>
      ['scan', 'test', 'caserun'].includes(thing),
    )) {
      const quota = planCatalogue.cloud.limits[key];
      expect(assertWithinLimit(cloud, thing, quota - 1)).toEqual({ overage: false });
      expect(assertWithinLimit(cloud, thing, quota)).toEqual({ overage: true });
    }
    for (const thing of ['site', 'page', 'schedule', 'flowrun'] as const) {
      expect(() => assertWithinLimit(cloud, thing, 500)).toThrow(`max ${thing}s reached`);
    }
  });

  it("uses the account's usage counters, and the operator's limits for enterprise", () => {
    const free = { ...team('free'), usage_sites: 1, usage_scans: 3 };
    expect(() => assertWithinLimit(free, 'site')).toThrow('max sites reached');
    expect(assertWithinLimit(free, 'scan')).toEqual({ overage: false });
    expect(() => assertWithinLimit(free, 'page')).toThrow('needs the current count');
    const enterprise = {
      type: 'enterprise' as const,
      limits: { ...planCatalogue.selfhost.limits, sites_allowed: 100 },
      usage_sites: 100,
    };
    expect(() => assertWithinLimit(enterprise, 'site')).toThrow('max sites reached');
    expect(assertWithinLimit(enterprise, 'scan', 10_000)).toEqual({ overage: false });
  });

  it("limits every run kind's usage by its plan allowance and counts it in its counter", () => {
    for (const { usage } of Object.values(RUN_KINDS)) {
      const thing = usage.slice(0, -1) as LimitedThing;
      const limit = planCatalogue.free.limits[`${usage}_allowed`];
      expect(() => assertWithinLimit(team('free'), thing, limit)).toThrow(`max ${usage} reached`);
      const used = { ...team('free'), [`usage_${usage}`]: limit };
      expect(() => assertWithinLimit(used, thing)).toThrow(`max ${usage} reached`);
    }
  });

  it('leaves the API as 426 {reason}', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    app.post('/v1/ops/scan', async () => assertWithinLimit(team('free'), 'scan', 30));
    const response = await app.inject({ method: 'POST', url: '/v1/ops/scan' });
    expect(response.statusCode).toBe(426);
    expect(response.json()).toEqual({ reason: 'max scans reached' });
    await app.close();
  });
});

describe('overage', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('counts the tasks past the cloud quota on the team until they are invoiced', async () => {
    const { team: created } = await signUpWithTeam(new Browser(t.app));
    await recordOverage(t.db, created.id);
    await recordOverage(t.db, created.id, 2);
    expect((await billingOf(t.db, created.id)).overage_tasks).toBe(3);
  });
});
