import {
  buildPath,
  endpoints,
  errorStyleFor,
  loginBodySchema,
  planCatalogue,
  registerBodySchema,
  siteCreateBodySchema,
} from './index';

describe('contract', () => {
  it('prices and limits plans as product.md §9 states', () => {
    expect(planCatalogue.free.limits).toMatchObject({
      sites_allowed: 1,
      pages_allowed: 3,
      schedules_allowed: 1,
      retention_days: 15,
      caseruns_allowed: 15,
      flowruns_allowed: 5,
    });
    expect(planCatalogue.cloud.price.month).toBe(1900);
    expect(planCatalogue.cloud.task_amount).toBe(10);
    expect(planCatalogue.selfhost.price).toEqual({ month: 120000, year: 1200000 });
    expect(Object.values(planCatalogue.selfhost.limits).every((limit) => limit === 0)).toBe(true);
  });

  it('trims and lower-cases the login email and keeps the spec messages', () => {
    expect(loginBodySchema.parse({ email: ' A@B.co ', password: ' pw ' })).toEqual({
      email: 'a@b.co',
      password: 'pw',
    });
    const missing = registerBodySchema.safeParse({});
    expect(missing.success).toBe(false);
    const messages = missing.error!.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Email is required',
        'Password is required',
        'First Name is required',
        'Last Name is required',
      ]),
    );
  });

  it('words site URL problems the way the dialog does', () => {
    expect(siteCreateBodySchema.safeParse({ site_url: '' }).error?.issues[0]?.message).toBe(
      'enter a site url',
    );
    expect(
      siteCreateBodySchema.safeParse({ site_url: 'example.com' }).error?.issues[0]?.message,
    ).toBe('must begin with http');
  });

  it('builds paths and tells the error style of each endpoint', () => {
    expect(buildPath(endpoints.getSite.path, { id: 'a b' })).toBe('/v1/ops/site/a%20b');
    expect(() => buildPath(endpoints.getSite.path)).toThrow('missing path parameter id');
    expect(errorStyleFor(endpoints.login.path)).toBe('detail');
    expect(errorStyleFor(endpoints.createSite.path)).toBe('reason');
  });
});
