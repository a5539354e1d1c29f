import { scheduleFixture } from '../testing/schedule-fixtures';
import { covers } from './covers';

const SITE = '5175e000-0000-4000-8000-000000000001';
const OTHER_SITE = '5175e000-0000-4000-8000-000000000002';
const PAGE = 'da9e0000-0000-4000-8000-000000000001';
const site = (id: string) => ({ id, type: 'site' as const, str: 'https://a.example' });
const page = (id: string) => ({ id, type: 'page' as const, str: 'https://a.example/p' });

describe('covers', () => {
  it.each([
    [
      'an account schedule covers every site',
      scheduleFixture(1, { scope: 'account', resources: [] }),
      { siteId: SITE },
      true,
    ],
    [
      'a site schedule covers its sites',
      scheduleFixture(1, { resources: [site(OTHER_SITE), site(SITE)] }),
      { siteId: SITE },
      true,
    ],
    [
      '… and not the others',
      scheduleFixture(1, { resources: [site(OTHER_SITE)] }),
      { siteId: SITE },
      false,
    ],
    [
      '… and every page of its sites',
      scheduleFixture(1, { resources: [site(SITE)] }),
      { siteId: SITE, pageId: PAGE },
      true,
    ],
    [
      'a page schedule covers its pages',
      scheduleFixture(1, { scope: 'page', resources: [page(PAGE)] }),
      { siteId: SITE, pageId: PAGE },
      true,
    ],
    [
      '… and the site they are on',
      scheduleFixture(1, { scope: 'page', resources: [page(PAGE)] }),
      { siteId: SITE, sitePageIds: new Set([PAGE]) },
      true,
    ],
    [
      '… but no other site',
      scheduleFixture(1, { scope: 'page', resources: [page(PAGE)] }),
      { siteId: OTHER_SITE, sitePageIds: new Set<string>() },
      false,
    ],
  ])('%s', (_, schedule, what, expected) => {
    expect(covers(schedule, what)).toBe(expected);
  });
});
