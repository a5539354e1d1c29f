import { appConfigFixture } from '../testing/fixtures';
import { appConfigProblems, readAppConfig } from './app-config-check';

const valid = appConfigFixture();

it('accepts a full config, and "" as the same-origin API', () => {
  expect(appConfigProblems(valid)).toEqual([]);
  expect(appConfigProblems({ ...valid, apiBase: '' })).toEqual([]);
  const plainHttp = { ...valid.links, installDocs: 'http://docs.vigil.test/install' };
  expect(appConfigProblems({ ...valid, links: plainHttp })).toEqual([]);
});

it('names every field that is wrong, so an operator can fix them in one go', () => {
  const broken = {
    apiBase: 'api.vigil.test',
    links: { ...valid.links, docs: 'not a url', privacy: 'javascript:alert(1)' },
    google: 'yes',
  };
  expect(appConfigProblems(broken)).toEqual([
    'apiBase: must be "" (same origin) or an http(s) URL',
    'links.docs: must be an http(s) URL',
    'links.privacy: must be an http(s) URL',
    'google: must be true or false',
  ]);
  expect(appConfigProblems({ ...valid, links: undefined })).toHaveLength(6);
  expect(appConfigProblems([valid])).toEqual(['the config is not a JSON object']);
  expect(appConfigProblems(null)).toEqual(['the config is not a JSON object']);
});

it('keeps only the fields the app knows', () => {
  const read = readAppConfig({ ...valid, extra: 1, links: { ...valid.links, blog: 'https://b' } });
  expect(read).toEqual({ config: valid });
});
