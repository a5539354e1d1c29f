import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders, Text } from '@vigil/shared';
import { useState } from 'react';
import type { Column } from './columns';
import { DataTable } from './data-table';

type Fruit = { id: string; name: string; kilos: number };
const FRUITS: Fruit[] = [
  { id: 'a', name: 'Apple', kilos: 3 },
  { id: 'b', name: 'Banana', kilos: 12 },
];
const COLUMNS: Column<Fruit>[] = [
  { header: 'Fruit', minWidth: '10rem', cell: (fruit) => fruit.name },
  { header: 'Weight', align: 'end', numeric: true, cell: (fruit) => `${fruit.kilos} kg` },
  { header: 'Origin', hideBelow: 'md', cell: () => 'Spain' },
];

const table = () => screen.getByRole('table', { name: 'Fruits' });
const rows = () => within(table()).getAllByRole('row');

function Selectable() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  return (
    <>
      <DataTable
        label="Fruits"
        columns={COLUMNS}
        rows={FRUITS}
        selection={{ selected, onChange: setSelected, nameOf: (fruit) => fruit.name }}
      />
      <Text>Ticked: {[...selected].join(',')}</Text>
    </>
  );
}

describe('DataTable', () => {
  it('renders a header and a row per item from the columns', () => {
    render(
      <AppProviders>
        <DataTable label="Fruits" columns={COLUMNS} rows={FRUITS} minWidth="20rem" />
      </AppProviders>,
    );
    const [header, apple, banana] = rows();
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Fruit', 'Weight', 'Origin']);
    expect(
      within(apple!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Apple', '3 kg', 'Spain']);
    expect(banana).toHaveTextContent('Banana');
  });

  it('says a table wider than a phone scrolls sideways (the hint hides from 480 px up)', () => {
    const { rerender } = render(
      <AppProviders>
        <DataTable label="Fruits" columns={COLUMNS} rows={FRUITS} minWidth="20rem" />
      </AppProviders>,
    );
    expect(table()).toHaveAccessibleDescription('Swipe the table sideways for more columns →');
    rerender(
      <AppProviders>
        <DataTable label="Fruits" columns={COLUMNS} rows={FRUITS} />
      </AppProviders>,
    );
    expect(screen.queryByText(/Swipe the table sideways/)).toBeNull();
  });

  it('ticks rows one by one or the whole page at once', async () => {
    const user = userEvent.setup();
    render(
      <AppProviders>
        <Selectable />
      </AppProviders>,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Select Banana' }));
    expect(screen.getByText('Ticked: b')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByText('Ticked: a,b')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all on this page' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByText('Ticked:')).toBeInTheDocument();
  });

  it('opens a row to show its details under it, several at once', async () => {
    const user = userEvent.setup();
    render(
      <AppProviders>
        <DataTable
          label="Fruits"
          columns={COLUMNS}
          rows={FRUITS}
          details={{ label: 'Show origin', render: (fruit) => `${fruit.name} comes from Spain` }}
        />
      </AppProviders>,
    );
    const [, apple, banana] = rows();
    const openApple = within(apple!).getByRole('button', { name: 'Show origin' });
    expect(openApple).toHaveAttribute('aria-expanded', 'false');
    await user.click(openApple);
    await user.click(within(banana!).getByRole('button', { name: 'Show origin' }));
    expect(openApple).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(openApple.getAttribute('aria-controls')!);
    expect(details).toHaveTextContent('Apple comes from Spain');
    expect(screen.getByText('Banana comes from Spain')).toBeInTheDocument();
    await user.click(openApple);
    expect(screen.queryByText('Apple comes from Spain')).not.toBeInTheDocument();
  });
});
