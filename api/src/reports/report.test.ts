import { Browser, signUpWithTeam, type TestApp, withTeamApp } from '../../test/harness';
import { insertReportPage } from '../../test/report-fixtures';

let t: TestApp;
let token: string;
let accountId: string;
withTeamApp((app) => {
  ({ t, token } = app);
  accountId = app.team.id;
});

const reportOf = (pageId: string, authorization = `Bearer ${token}`) =>
  t.app.inject({
    method: 'GET',
    url: `/v1/ops/page/${pageId}/report.pdf`,
    headers: { authorization },
  });

const today = () => new Date().toISOString().slice(0, 10);

describe('GET /v1/ops/page/:id/report.pdf', () => {
  it('renders the latest scan as a PDF download named after the host and the day', async () => {
    const pageId = await insertReportPage(t.db, accountId, 'https://shop.example.com/pricing');
    const response = await reportOf(pageId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="vigil-report-shop.example.com-${today()}.pdf"`,
    );
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // A real multi-section document, not an empty page: several kB, far below a megabyte.
    expect(pdf.length).toBeGreaterThan(5_000);
    expect(pdf.length).toBeLessThan(2_000_000);
    // Chromium writes the document's <title> (which names the page URL) into the PDF's Info.
    expect(pdf.toString('latin1')).toContain('shop.example.com/pricing');
  }, 60_000);

  it('still gives a PDF for a page that was never scanned', async () => {
    const pageId = await insertReportPage(t.db, accountId, 'https://new.example.com/', false);
    const response = await reportOf(pageId);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }, 60_000);

  it("answers 404 for another team's page, like an unknown one", async () => {
    const pageId = await insertReportPage(t.db, accountId, 'https://private.example.com/');
    const stranger = await signUpWithTeam(new Browser(t.app), 'Other');
    const theirs = await reportOf(pageId, `Bearer ${stranger.session.token}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.headers['content-type']).toMatch(/^application\/json/);
    const unknown = await reportOf('7f8c2a57-2a3b-4c8e-9a0f-0e6c3f1b2d4e');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(theirs.json());
  });

  it('answers 400 for an id that is not a UUID and 401 without a session', async () => {
    const bad = await reportOf('not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().reason).toMatch(/id/);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/v1/ops/page/7f8c2a57-2a3b-4c8e-9a0f-0e6c3f1b2d4e/report.pdf',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
