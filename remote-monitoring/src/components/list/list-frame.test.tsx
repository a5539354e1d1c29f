import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders, Button } from '@vigil/shared';
import { ListEmpty } from './list-empty';
import { ListFrame, type ListQuery } from './list-frame';

type Row = { id: string; name: string };
const rows = (count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({ id: `r${index}`, name: `Row ${index}` }));

const settled = (count: number, results = rows(Math.min(count, 10))): ListQuery<Row> => ({
  isPending: false,
  isError: false,
  error: null,
  data: { count, results },
  isPlaceholderData: false,
  refetch: jest.fn(),
});

function renderFrame(
  query: ListQuery<Row>,
  extra: { errorState?: React.ReactNode; page?: number } = {},
) {
  const onPageChange = jest.fn();
  const onAdd = jest.fn();
  render(
    <AppProviders>
      <ListFrame
        label="Things"
        title="Things"
        toolbar={<input aria-label="Filter things" />}
        query={query}
        loadingLabel="Loading things"
        errorText="Could not load your things."
        errorState={extra.errorState}
        empty={
          <ListEmpty
            title="No things yet"
            hint="Things appear once you add one."
            action={<Button onClick={onAdd}>Add thing</Button>}
          />
        }
        page={extra.page ?? 2}
        onPageChange={onPageChange}
      >
        {(items) => (
          <ul>
            {items.map((item) => (
              <li key={item.id}>{item.name}</li>
            ))}
          </ul>
        )}
      </ListFrame>
    </AppProviders>,
  );
  return { user: userEvent.setup(), onPageChange, onAdd };
}

const section = () => screen.getByRole('region', { name: 'Things' });

describe('ListFrame', () => {
  it('shows a labelled placeholder while the first page loads, with title and toolbar', () => {
    renderFrame({ ...settled(0), isPending: true, data: undefined });
    expect(within(section()).getByLabelText('Loading things')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Things' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Filter things' })).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it("shows a failed load with the server's reason and a retry", async () => {
    const query: ListQuery<Row> = {
      ...settled(0),
      isError: true,
      data: undefined,
      error: new Error('Database down'),
    };
    const { user } = renderFrame(query);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not load your things.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it("shows the list's own answer to an error instead, when it has one", () => {
    renderFrame(
      { ...settled(0), isError: true, data: undefined },
      { errorState: <p>That filter is not yours.</p> },
    );
    expect(screen.getByText('That filter is not yours.')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says what to do next when there are no rows', async () => {
    const { user, onAdd } = renderFrame(settled(0, []));
    expect(screen.getByText('No things yet')).toBeVisible();
    expect(screen.getByText('Things appear once you add one.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add thing' }));
    expect(onAdd).toHaveBeenCalled();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows the rows and pages through them', async () => {
    const { user, onPageChange } = renderFrame(settled(25));
    expect(within(section()).getAllByRole('listitem')).toHaveLength(10);
    const pages = screen.getByRole('navigation', { name: 'Things pages' });
    expect(pages).toHaveTextContent('Page 2 of 3');
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('has no pagination while everything fits on one page', () => {
    renderFrame(settled(3), { page: 1 });
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
