import { render, screen, within } from '@testing-library/react';
import { href, paramNames, ROUTE_LIST, SIDEBAR } from '@vigil/contract';
import { AppProviders } from '@vigil/shared';
import { isValidElement } from 'react';
import { matchRoutes, MemoryRouter } from 'react-router';
import { RemoteApp } from '../federation/remote-app';
import { Sidebar } from '../shell/sidebar';
import { Shell } from '../shell/shell';
import { RequireSignIn } from './require-sign-in';
import { routes } from './router';

/** What the router does with `path`: the pattern it picks and what wraps the screen. */
function resolve(path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  const elements = matches.map((match) => match.route.element).filter(isValidElement);
  const remote = elements.find((element) => element.type === RemoteApp);
  const guard = elements.find((element) => element.type === RequireSignIn);
  return {
    pattern: matches.at(-1)?.route.path,
    remote: remote ? (remote.props as { remote: string }).remote : 'host',
    signedIn: Boolean(guard),
    inShell: elements.some((element) => element.type === Shell),
  };
}

/** An address of `path` with made-up parameter values. */
const sampleOf = (path: string) =>
  paramNames(path).reduce((address, name) => address.replace(`:${name}`, `${name}-1`), path);

describe('the router and the route table (contract) agree', () => {
  it.each(ROUTE_LIST.map((route) => [route.path, route] as const))(
    'routes %s to its owner, behind its access rule, in its frame',
    (path, route) => {
      expect(resolve(sampleOf(path))).toEqual({
        pattern: path,
        remote: route.owner,
        signedIn: route.access === 'signed-in',
        inShell: route.frame === 'shell',
      });
    },
  );

  it('shows not found inside the shell for an address no route has', () => {
    expect(resolve('/no/such/page')).toEqual({
      pattern: '*',
      remote: 'host',
      signedIn: true,
      inShell: true,
    });
    expect(resolve(href.site('1') + '/unknown').pattern).toBe('*');
  });

  it('links every sidebar entry, in order, to a route the router serves', () => {
    render(
      <AppProviders>
        <MemoryRouter>
          <Sidebar open onAddSite={() => undefined} />
        </MemoryRouter>
      </AppProviders>,
    );

    const links = within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      SIDEBAR.map((entry) => [entry.label + (entry.badge === 'beta' ? 'beta' : ''), entry.href]),
    );
    for (const entry of SIDEBAR) expect(resolve(entry.href).pattern).toBe(entry.href);
  });
});
