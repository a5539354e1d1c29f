import { signUpWithTeam } from '../../test/harness';
import { useMigrationTestbed } from '../../test/site-migration-testbed';

jest.setTimeout(240_000);

const world = useMigrationTestbed();

it("masks the site's page ignore selectors on both hosts: a ticking clock is no difference", async () => {
  const { t, browser, hosts } = world.bed;
  const { session, team } = await signUpWithTeam(browser);
  const [site] = await t.db.query<{ id: string }>(
    'INSERT INTO sites (account_id, site_url) VALUES ($1, $2) RETURNING id',
    [team.id, hosts.production.origin],
  );
  const [page] = await t.db.query<{ id: string }>(
    `INSERT INTO pages (account_id, site_id, page_url, ignore_selectors)
     VALUES ($1, $2, $3, '{#clock}') RETURNING id`,
    [team.id, site!.id, `${hosts.production.origin}/clock`],
  );

  const [masked] = (await world.bed.migrate(session.token, site!.id, ['/clock'])).paths;
  // The screenshots are the same; the clock's text still differs in the HTML.
  expect(masked).toMatchObject({ status: 'passed', error: null });
  expect(masked.component_scores.images).toBe(100);
  expect(masked.failing_components).not.toContain('images');

  // The same page without its selector: the two clocks differ on screen.
  await t.db.query(`UPDATE pages SET ignore_selectors = '{}' WHERE id = $1`, [page!.id]);
  const [unmasked] = (await world.bed.migrate(session.token, site!.id, ['/clock'])).paths;
  expect(unmasked.error).toBeNull();
  expect(unmasked.component_scores.images).toBeLessThan(100);
});
