import { QueryObserver } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { setCallTransport } from '../api/call';
import { appStore } from '../store/app-store';
import { logout, setNavigator } from '../store/session';
import { memberAtom, siteDataAtom, teamAtom } from '../store/slices';
import { slicesFixture } from '../testing/fixtures';
import { resetApp } from '../testing/reset-app';
import { rehydrate } from '../start-up/rehydrate';
import { accountKeys } from './account/keys';
import { loadTeam, teamQuery } from './account/get-team';
import { memberKeys } from './member/keys';
import { queryClient } from './query-client';
import { siteListQuery } from './sites/list-sites';

const fixture = slicesFixture();
const secondPage = { ...fixture.siteData, results: [] };
const transport = jest.fn();

beforeAll(() => setCallTransport(transport as never));
afterAll(() => setCallTransport(null));
beforeEach(() => {
  resetApp();
  transport
    .mockReset()
    .mockImplementation(async (name: string, input?: { query?: { offset: number } }) => {
      if (name === 'getAccount') return fixture.team;
      if (name === 'listSites') return input?.query?.offset ? secondPage : fixture.siteData;
      throw new Error(`unexpected call ${name}`);
    });
});

it('copies a fetched team into the team slice', async () => {
  await loadTeam();
  expect(appStore.get(teamAtom)).toEqual(fixture.team);
});

it('copies the first page of sites into siteData, and no other page', async () => {
  await queryClient.fetchQuery(siteListQuery(2));
  expect(appStore.get(siteDataAtom)).toBeNull();
  await queryClient.fetchQuery(siteListQuery(1));
  expect(appStore.get(siteDataAtom)).toEqual(fixture.siteData);
});

it('drops an answer that arrives after logout emptied the cache: the team does not come back', async () => {
  let answerTeam = (_: unknown) => {};
  transport.mockImplementation(
    (name: string) =>
      new Promise((resolve, reject) =>
        name === 'getAccount' ? (answerTeam = resolve) : reject(new Error(name)),
      ),
  );
  const slow = loadTeam().catch(() => undefined);
  await waitFor(() => expect(transport).toHaveBeenCalledWith('getAccount'));
  const unregister = setNavigator(() => undefined);
  logout();
  unregister();
  answerTeam(fixture.team);
  await slow;
  expect(appStore.get(teamAtom)).toBeNull();
  expect(localStorage.getItem('root') ?? '').not.toContain(fixture.team.name);
});

it('copies data a mutation sets (the caller’s membership) without a request', () => {
  queryClient.setQueryData(memberKeys.me(), fixture.member);
  expect(appStore.get(memberAtom)).toEqual(fixture.member);
  expect(transport).not.toHaveBeenCalled();
});

it('empties the query cache on logout, with the slices', async () => {
  await loadTeam();
  const unregister = setNavigator(() => undefined);
  logout();
  unregister();
  expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  expect(appStore.get(teamAtom)).toBeNull();
});

it('drops an answer that arrives after logout (clearing the cache cancels it)', async () => {
  let answer: (team: unknown) => void = () => undefined;
  transport.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
  const loading = loadTeam();
  const unregister = setNavigator(() => undefined);
  logout();
  unregister();
  answer(fixture.team);
  await expect(loading).rejects.toThrow();
  expect(appStore.get(teamAtom)).toBeNull();
});

describe('after rehydration, the stored slices answer their queries first', () => {
  const stored = {
    version: 1,
    auth: { token: 't', refreshToken: null, api_token: null, account: null },
    ...fixture,
  };

  it('gives a screen the last known team and sites at once, then fetches fresh ones as it mounts', async () => {
    localStorage.setItem('root', JSON.stringify(stored));
    await rehydrate();
    // Before any request: the stored answers, dated 0 (stale).
    expect(queryClient.getQueryData(accountKeys.team())).toEqual(fixture.team);
    expect(queryClient.getQueryData(siteListQuery(1).queryKey)).toEqual(fixture.siteData);
    expect(queryClient.getQueryState(accountKeys.team())?.dataUpdatedAt).toBe(0);
    expect(transport).not.toHaveBeenCalled();
    // A screen that mounts refetches it (stale), and the fresh answer replaces the stored one.
    const fresh = { ...fixture.team!, name: 'Renamed team' };
    transport.mockImplementation(async (name: string) =>
      name === 'getAccount' ? fresh : fixture.siteData,
    );
    const observer = new QueryObserver(queryClient, teamQuery());
    const seen: unknown[] = [];
    const unsubscribe = observer.subscribe((result) => seen.push(result.data));
    await waitFor(() => expect(seen.at(-1)).toEqual(fresh));
    unsubscribe();
    expect(transport).toHaveBeenCalledWith('getAccount');
    expect(appStore.get(teamAtom)).toEqual(fresh);
  });

  it('drops a stored answer whose refetch fails: the failure shows, not last visit as current', async () => {
    localStorage.setItem('root', JSON.stringify(stored));
    await rehydrate();
    transport.mockImplementation(async () => {
      throw new Error('Network Error');
    });
    await expect(queryClient.fetchQuery({ ...teamQuery(), retry: false })).rejects.toThrow();
    const state = queryClient.getQueryState(accountKeys.team());
    expect(state?.status).toBe('error');
    expect(state?.data).toBeUndefined();
    // The slice keeps it: the next load starts from it again.
    expect(appStore.get(teamAtom)).toEqual(fixture.team);
  });

  it('keeps an answer a query already has', async () => {
    const newer = { ...fixture.team!, name: 'Already fetched' };
    queryClient.setQueryData(accountKeys.team(), newer);
    localStorage.setItem('root', JSON.stringify(stored));
    await rehydrate();
    expect(queryClient.getQueryData(accountKeys.team())).toEqual(newer);
  });

  it('seeds nothing when nothing is stored', async () => {
    await rehydrate();
    expect(queryClient.getQueryData(accountKeys.team())).toBeUndefined();
  });
});
