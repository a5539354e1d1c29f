import { withTeamApp, type TeamApp } from '../../test/harness';

/**
 * Issue 42, item 3: a secret's value written with the API key was kept in the team's request log
 * (`{"name":…,"value":…}`), readable by every member. The value field is marked secret in the
 * contract (`secretField`), and the log redacts what the contract marks, whatever it is called.
 */
let world: TeamApp;
withTeamApp((ready) => {
  world = ready;
});

/** Every reserved character a URL or JSON encoder might touch, so no encoding slips through. */
const VALUES = ["Pw!TOKEN123~'(x) y", 'second "value" \\ & = ? # %', 'third-by-bearer:/@+,;'];

/** The log rows of the team, as the log screen reads them (list, then each row's detail). */
async function everyLogAnswer(count: number) {
  const bearer = world.token;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const list = await world.browser.get('/v1/ops/log?limit=100', { token: bearer });
    if (list.body.count >= count) {
      const details = await Promise.all(
        list.body.results.map((row: { id: string }) =>
          world.browser.get(`/v1/ops/log/${row.id}`, { token: bearer }),
        ),
      );
      return [list, ...details];
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the log never reached ${count} rows`);
}

it('writes a secret every way the API allows, and its value is in no answer and no log row', async () => {
  const apiToken = world.session.api_token;
  const answers = [
    // Created, then replaced, with the API key (recorded in the log) …
    await world.browser.post('/v1/ops/secret', { name: 'SHOP_PW', value: VALUES[0] }, { apiToken }),
    await world.browser.post('/v1/ops/secret', { name: 'SHOP_PW', value: VALUES[1] }, { apiToken }),
    // … and with the browser's session (not recorded).
    await world.browser.post(
      '/v1/ops/secret',
      { name: 'OTHER', value: VALUES[2] },
      { token: world.token },
    ),
  ];
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
  answers.push(await world.browser.get('/v1/ops/secret', { apiToken }));

  const logAnswers = await everyLogAnswer(3);
  const rows = await world.t.db.query('SELECT * FROM api_logs');
  expect(rows.length).toBeGreaterThanOrEqual(3);

  const seen =
    JSON.stringify([...answers, ...logAnswers].map((answer) => answer.body)) + JSON.stringify(rows);
  for (const value of VALUES) {
    expect(seen).not.toContain(value);
    expect(seen).not.toContain(JSON.stringify(value).slice(1, -1));
    expect(seen).not.toContain(encodeURIComponent(value));
  }
  // What the log keeps of the writes: the name, the value redacted.
  const writes = logAnswers
    .slice(1)
    .filter((answer) => answer.body.path === '/v1/ops/secret' && answer.body.method === 'POST');
  expect(writes.map((answer) => answer.body.request)).toEqual([
    { name: 'SHOP_PW', value: '[redacted]' },
    { name: 'SHOP_PW', value: '[redacted]' },
  ]);
});
