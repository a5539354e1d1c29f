import { screen, within } from '@testing-library/react';
import { apiLogDetailFixture, apiLogFixture } from '../features/logs/testing/log-fixtures';
import { renderRoute } from '../features/scan-detail/testing/render-route';
import { answerCalls, callsTo, httpError, renderApp } from '../testing/render-app';
import { list } from '../testing/monitoring-fixtures';
import { resetBetweenTests } from '../testing/reset';
import { LogsRoute } from './logs';

jest.mock('@vigil/shared', () => jest.requireActual('../testing/shared-mock').sharedWithMocks());
resetBetweenTests();

const renderLogs = (search = '') => renderRoute('/logs', <LogsRoute />, `/logs${search}`);
const created = apiLogFixture(1, {
  method: 'POST',
  path: '/v1/ops/site',
  status: 201,
  duration_ms: 48,
});
const refused = apiLogFixture(2, { path: '/v1/ops/site/123', status: 404, duration_ms: 3 });
const table = () => screen.findByRole('table', { name: 'API requests' });
const rows = () => within(screen.getByRole('table', { name: 'API requests' })).getAllByRole('row');

describe('Logs (calls mocked at the @vigil/shared boundary)', () => {
  it("lists the team's API requests with method, path, status and duration", async () => {
    answerCalls({ listApiLogs: () => list([created, refused]) });
    renderLogs();
    await table();
    const [header, first, second] = rows();
    expect(header).toHaveTextContent(/Time.*Method.*Path.*Status.*Duration/);
    expect(first).toHaveTextContent('POST');
    expect(first).toHaveTextContent('/v1/ops/site');
    expect(first).toHaveTextContent('201');
    expect(first).toHaveTextContent('48 ms');
    expect(within(first!).getByRole('time')).toHaveAttribute('datetime', created.time_created);
    expect(second).toHaveTextContent(/GET.*\/v1\/ops\/site\/123.*404.*3 ms/);
    expect(callsTo('listApiLogs')).toEqual([{ query: { limit: 10, offset: 0 } }]);
  });

  it('opens a row to show its request and response, read only then', async () => {
    const detail = apiLogDetailFixture(created, {
      request: { site_url: 'https://example.com', password: '[redacted]' },
      response: { id: 'site-1', api_token: '[redacted]' },
    });
    answerCalls({ listApiLogs: () => list([created, refused]), getApiLog: () => detail });
    const { user } = renderLogs();
    await table();
    expect(callsTo('getApiLog')).toEqual([]);

    const toggle = within(rows()[1]!).getByRole('button', { name: 'Show request and response' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const request = await screen.findByRole('figure', { name: 'Request' });
    expect(request.querySelector('pre')?.textContent).toBe(JSON.stringify(detail.request, null, 2));
    const response = screen.getByRole('figure', { name: 'Response' });
    expect(response).toHaveTextContent('"api_token": "[redacted]"');
    expect(callsTo('getApiLog')).toEqual([{ params: { id: created.id } }]);

    await user.click(toggle);
    expect(screen.queryByRole('figure', { name: 'Request' })).not.toBeInTheDocument();
  });

  it('says when a payload is empty or was cut at 16 KB', async () => {
    answerCalls({
      listApiLogs: () => list([refused]),
      getApiLog: () =>
        apiLogDetailFixture(refused, { response: '{"reason":"Not fo', response_truncated: true }),
    });
    const { user } = renderLogs();
    await table();
    await user.click(screen.getByRole('button', { name: 'Show request and response' }));
    expect(await screen.findByRole('figure', { name: 'Request' })).toHaveTextContent('No body');
    const response = screen.getByRole('figure', { name: /Response/ });
    expect(response).toHaveTextContent('(cut at 16 KB)');
    expect(response).toHaveTextContent('{"reason":"Not fo…');
  });

  it('filters by status class and method, back on page 1, kept in the URL', async () => {
    answerCalls({ listApiLogs: () => list([refused], 25) });
    const { user, location } = renderLogs('?page=2');
    await table();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '4xx Client error');
    expect(location()).toBe('/logs?status=4xx');
    expect(callsTo('listApiLogs').at(-1)).toEqual({
      query: { limit: 10, offset: 0, status: '4xx' },
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Method' }), 'GET');
    expect(location()).toBe('/logs?status=4xx&method=GET');
    expect(callsTo('listApiLogs').at(-1)).toEqual({
      query: { limit: 10, offset: 0, status: '4xx', method: 'GET' },
    });
  });

  it('pages through the requests, keeping the page in the URL', async () => {
    answerCalls({ listApiLogs: () => list([created], 25) });
    const { user, location } = renderLogs('?method=POST');
    const pages = await screen.findByRole('navigation', { name: 'API requests pages' });
    expect(pages).toHaveTextContent('Page 1 of 3');
    expect(screen.getByRole('combobox', { name: 'Method' })).toHaveValue('POST');
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(location()).toBe('/logs?method=POST&page=2');
    expect(await screen.findByText('Page 2 of 3')).toBeVisible();
    expect(callsTo('listApiLogs').at(-1)).toEqual({
      query: { limit: 10, offset: 10, method: 'POST' },
    });
  });

  it('explains that API key requests appear here, with a link to the key', async () => {
    answerCalls({ listApiLogs: () => list([]) });
    renderLogs();
    expect(await screen.findByText('No API requests yet')).toBeVisible();
    expect(screen.getByText(/Requests made with your team's API key/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Get your API key' })).toHaveAttribute(
      'href',
      '/internal-api',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers to clear filters that match nothing', async () => {
    answerCalls({ listApiLogs: () => list([]) });
    const { user, location } = renderLogs('?status=5xx&method=DELETE');
    expect(await screen.findByText('No requests match these filters')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('/logs');
    expect(callsTo('listApiLogs').at(-1)).toEqual({ query: { limit: 10, offset: 0 } });
  });

  it("shows the server's reason when the log cannot be read", async () => {
    answerCalls({
      listApiLogs: () =>
        Promise.reject(httpError(404, { reason: 'You are not a member of a team yet.' })),
    });
    renderLogs();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the API requests.');
    expect(alert).toHaveTextContent('You are not a member of a team yet.');
  });

  it('is the screen the remote serves at /logs', async () => {
    answerCalls({ listApiLogs: () => list([created]) });
    renderApp('/logs');
    expect(await screen.findByRole('heading', { name: 'Logs' })).toBeVisible();
    expect(await table()).toBeVisible();
  });
});
