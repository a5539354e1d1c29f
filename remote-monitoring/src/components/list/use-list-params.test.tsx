import { act, renderHook } from '@testing-library/react';
import { endpoints, issueStatusSchema } from '@vigil/contract';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { PAGE_ONLY, useListParams } from './use-list-params';

// The Issues list's: status open by default, search free text of at most 200 characters.
const ISSUES = endpoints.listIssues.query.extend({ status: issueStatusSchema.default('open') });

function renderParams(search: string, options?: { inUrl?: boolean }) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[`/issue${search}`]}>{children}</MemoryRouter>
  );
  const { result } = renderHook(
    () => ({ list: useListParams(ISSUES, options), location: useLocation() }),
    { wrapper },
  );
  return {
    list: () => result.current.list,
    address: () => result.current.location.search,
  };
}

describe('useListParams', () => {
  it('reads the page and the filters, typed by the schema', () => {
    const { list } = renderParams('?page=3&status=closed&search=login');
    expect(list().page).toBe(3);
    expect(list().filters).toEqual({ status: 'closed', search: 'login' });
    expect(list().filtered).toBe(true);
  });

  it('reads defaults from an empty address', () => {
    const { list } = renderParams('');
    expect(list().page).toBe(1);
    expect(list().filters).toEqual({ status: 'open', search: undefined });
    expect(list().filtered).toBe(false);
  });

  it.each(['abc', '0', '-2', '2.5', ''])('reads page %p as page 1', (page) => {
    expect(renderParams(`?page=${page}`).list().page).toBe(1);
  });

  it('reads a value the schema refuses as its default, keeping the valid ones', () => {
    const { list } = renderParams(`?status=bogus&search=${'x'.repeat(201)}&page=2`);
    expect(list().filters).toEqual({ status: 'open', search: undefined });
    expect(list().page).toBe(2);
    // The paging fields of the contract's schema are not filters.
    expect(Object.keys(list().filters)).not.toContain('limit');
  });

  it('keeps the filters when the page changes', () => {
    const { list, address } = renderParams('?status=closed&search=login');
    act(() => list().setPage(3));
    expect(address()).toBe('?status=closed&search=login&page=3');
    expect(list().filters).toEqual({ status: 'closed', search: 'login' });
    act(() => list().setPage(1));
    expect(address()).toBe('?status=closed&search=login');
  });

  it('goes back to page 1 when a filter changes, keeping the others', () => {
    const { list, address } = renderParams('?status=closed&page=4');
    act(() => list().setFilters({ search: 'slow' }));
    expect(list().page).toBe(1);
    expect(address()).toBe('?status=closed&search=slow');
  });

  it('leaves a filter set to its default, null or empty out of the address', () => {
    const { list, address } = renderParams('?status=closed&search=slow');
    act(() => list().setFilters({ status: 'open', search: '' }));
    expect(address()).toBe('');
    expect(list().filtered).toBe(false);
    act(() => list().setFilters({ search: 'a' }));
    act(() => list().setFilters({ search: null }));
    expect(address()).toBe('');
  });

  it('keeps page and filters out of the address when asked to', () => {
    const { list, address } = renderParams('?page=2', { inUrl: false });
    expect(list().page).toBe(1);
    act(() => list().setFilters({ status: 'closed' }));
    act(() => list().setPage(3));
    expect(list().filters.status).toBe('closed');
    expect(list().page).toBe(3);
    expect(address()).toBe('?page=2');
  });
});

describe('PAGE_ONLY', () => {
  it('reads as the sites list query does: a page, no filter', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/?page=2&limit=5&offset=7']}>{children}</MemoryRouter>
    );
    const { result } = renderHook(
      () => [useListParams(PAGE_ONLY), useListParams(endpoints.listSites.query)] as const,
      { wrapper },
    );
    const [pageOnly, contract] = result.current;
    expect(pageOnly.page).toBe(2);
    expect(pageOnly.filters).toEqual(contract.filters);
    expect(pageOnly.filtered).toBe(contract.filtered);
  });
});
