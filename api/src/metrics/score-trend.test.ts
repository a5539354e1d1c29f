import { type Browser, type TestApp, withTeamApp } from '../../test/harness';
import { scoreTrendSql } from './score-trend-repository';
import {
  dateOf,
  hours,
  insertPage,
  insertScans,
  insertSite,
  utcDay,
} from '../../test/trend-fixtures';

let t: TestApp;
let browser: Browser;
let token: string;
let siteId: string;
let home: string;
let about: string;
let blank: string;

withTeamApp(async (app) => {
  ({ t, browser, token } = app);
  const { team } = app;
  siteId = await insertSite(t.db, team.id, 'https://trend.example');
  home = await insertPage(t.db, team.id, siteId, 'https://trend.example');
  about = await insertPage(t.db, team.id, siteId, 'https://trend.example/about');
  blank = await insertPage(t.db, team.id, siteId, 'https://trend.example/blank');
  const otherSite = await insertSite(t.db, team.id, 'https://other.example');
  const otherPage = await insertPage(t.db, team.id, otherSite, 'https://other.example');
  await insertScans(t.db, team.id, siteId, [
    // The last instant before the default 30-day window (which starts 29 days ago at 00:00 UTC).
    { page: home, completed: utcDay(29, -1), score: 10 },
    { page: home, completed: utcDay(29), score: 40 },
    // Two pages the same day: the site's point is their average, 75.5 rounded up.
    { page: home, completed: utcDay(5, hours(10)), score: 70 },
    { page: about, completed: utcDay(5, hours(24) - 1), score: 81 },
    // Not part of any trend: a failed visit (no score) and a scan still running.
    { page: home, completed: utcDay(5, hours(11)), score: null },
    { page: about, completed: null, score: null },
    { page: blank, completed: utcDay(1), score: null },
    { page: home, completed: utcDay(4), score: 60 },
    { page: home, completed: utcDay(0, hours(0.5)), score: 90 },
    { page: about, completed: utcDay(0, hours(1)), score: 55 },
  ]);
  await insertScans(t.db, team.id, otherSite, [
    { page: otherPage, completed: utcDay(0, hours(2)), score: 5 },
  ]);
});

const get = (url: string) => browser.get(url, { token });

/** The site's daily averages over the last 30 days, from the scans inserted above. */
const siteMonthPoints = () => [
  { date: dateOf(29), score: 40 },
  { date: dateOf(5), score: 76 },
  { date: dateOf(4), score: 60 },
  { date: dateOf(0), score: 73 },
];

describe('GET /v1/ops/metrics/site', () => {
  it("averages the site's scored scans per UTC day over the last 30 days", async () => {
    const trend = await get(`/v1/ops/metrics/site?site_id=${siteId}`);
    expect(trend.status).toBe(200);
    expect(trend.body).toEqual({
      days: 30,
      from: dateOf(29),
      to: dateOf(0),
      points: siteMonthPoints(),
      latest_score: 55,
      scans: 6,
    });
  });

  it('covers only the days asked for; days=1 is today', async () => {
    const week = await get(`/v1/ops/metrics/site?site_id=${siteId}&days=7`);
    expect(week.body.points).toEqual([
      { date: dateOf(5), score: 76 },
      { date: dateOf(4), score: 60 },
      { date: dateOf(0), score: 73 },
    ]);
    expect(week.body.scans).toBe(5);
    const today = await get(`/v1/ops/metrics/site?site_id=${siteId}&days=1`);
    expect(today.body).toEqual({
      days: 1,
      from: dateOf(0),
      to: dateOf(0),
      points: [{ date: dateOf(0), score: 73 }],
      latest_score: 55,
      scans: 2,
    });
    const year = await get(`/v1/ops/metrics/site?site_id=${siteId}&days=365`);
    expect(year.body.points[0]).toEqual({ date: dateOf(30), score: 10 });
  });

  it("groups by UTC day whatever the database's time zone", async () => {
    await t.db.query(`SET TIME ZONE 'Pacific/Auckland'`);
    try {
      // At UTC+13 the scan of 23:59 UTC, 5 days ago, falls on the next local day.
      const trend = await get(`/v1/ops/metrics/site?site_id=${siteId}`);
      expect(trend.body.points).toEqual(siteMonthPoints());
    } finally {
      await t.db.query(`SET TIME ZONE 'UTC'`);
    }
  });
});

describe('GET /v1/ops/metrics/page', () => {
  it("has only that page's scans", async () => {
    const trend = await get(`/v1/ops/metrics/page?page_id=${about}&days=30`);
    expect(trend.status).toBe(200);
    expect(trend.body).toEqual({
      days: 30,
      from: dateOf(29),
      to: dateOf(0),
      points: [
        { date: dateOf(5), score: 81 },
        { date: dateOf(0), score: 55 },
      ],
      latest_score: 55,
      scans: 2,
    });
  });

  it('leaves out older days, and is empty, not an error, without scored scans', async () => {
    const recent = await get(`/v1/ops/metrics/page?page_id=${about}&days=4`);
    expect(recent.body).toEqual({
      days: 4,
      from: dateOf(3),
      to: dateOf(0),
      points: [{ date: dateOf(0), score: 55 }],
      latest_score: 55,
      scans: 1,
    });
    const failedOnly = await get(`/v1/ops/metrics/page?page_id=${blank}`);
    expect(failedOnly.status).toBe(200);
    expect(failedOnly.body).toEqual({
      days: 30,
      from: dateOf(29),
      to: dateOf(0),
      points: [],
      latest_score: null,
      scans: 0,
    });
  });
});

describe('the trend query', () => {
  it.each(['site_id', 'page_id'] as const)('can be served by an index on %s', async (column) => {
    // A handful of rows makes a sequential scan cheapest; forbid it to see that an index serves.
    // In a transaction, so that the setting and the EXPLAIN share a connection on PostgreSQL.
    const sql = scoreTrendSql(column).replace('$1', `'${home}'`).replace('$2', 'now()');
    const plan = await t.db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      return tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`);
    });
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    const index = column === 'site_id' ? 'scans_site_score_trend' : 'scans_page_score_trend';
    expect(text).toContain(index);
  });
});
