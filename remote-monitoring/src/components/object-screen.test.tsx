import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@vigil/shared';
import { MemoryRouter } from 'react-router';
import { ObjectScreen, type ObjectQuery } from './object-screen';

const failed = (status: number | null) =>
  Object.assign(new Error('Request failed'), status === null ? {} : { response: { status } });

function renderScreen(query: ObjectQuery<{ name: string }>) {
  render(
    <AppProviders>
      <MemoryRouter>
        <ObjectScreen
          title="Site"
          thing="site"
          query={query}
          notFound={<p>No such site here</p>}
          back={{ to: '/', label: '← Home' }}
        >
          {(site) => <p>Site {site.name}</p>}
        </ObjectScreen>
      </MemoryRouter>
    </AppProviders>,
  );
}

const query = (over: Partial<ObjectQuery<{ name: string }>>): ObjectQuery<{ name: string }> => ({
  isPending: false,
  data: undefined,
  error: null,
  refetch: jest.fn(),
  ...over,
});

describe('ObjectScreen', () => {
  it('says what is loading under the heading and the way back', () => {
    renderScreen(query({ isPending: true }));
    expect(screen.getByRole('heading', { level: 1, name: 'Site' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Home' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Loading the site')).toBeInTheDocument();
  });

  it.each([404, 400])('shows the not-found state for %i', (status) => {
    renderScreen(query({ error: failed(status) }));
    expect(screen.getByText('No such site here')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers a retry for any other failure', async () => {
    const refetch = jest.fn();
    renderScreen(query({ error: failed(503), refetch }));
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the site.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('keeps showing loaded data when a later re-poll fails', () => {
    renderScreen(query({ data: { name: 'example.com' }, error: failed(503) }));
    expect(screen.getByText('Site example.com')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
