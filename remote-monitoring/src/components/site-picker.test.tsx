import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@vigil/shared/testing';
import { useState } from 'react';
import { SitePicker, type SitePickerProps } from './site-picker';

const SITES = [
  { id: 's1', site_url: 'https://one.example.com' },
  { id: 's2', site_url: 'https://two.example.com' },
];

/** The picker with its value held as a screen holds it, and every change reported. */
function Picker(props: Omit<SitePickerProps, 'value' | 'onChange'> & { initial: string | null }) {
  const [value, setValue] = useState(props.initial);
  return (
    <>
      <SitePicker {...props} value={value} onChange={setValue} />
      <output>chosen: {value ?? 'none'}</output>
    </>
  );
}

const optionsOf = (select: HTMLElement) =>
  Array.from(select.querySelectorAll('option')).map((option) => option.textContent);

describe('SitePicker', () => {
  it('lists the sites by address under its label and reports the one chosen', async () => {
    renderWithProviders(<Picker sites={SITES} initial="s1" label="Run on" />);
    const select = screen.getByRole('combobox', { name: 'Run on' });
    expect(optionsOf(select)).toEqual(['https://one.example.com', 'https://two.example.com']);
    await userEvent.selectOptions(select, 'https://two.example.com');
    expect(screen.getByText('chosen: s2')).toBeInTheDocument();
  });

  it('offers "All sites" first as a filter, which reports no site', async () => {
    renderWithProviders(<Picker sites={SITES} initial="s2" allLabel="All sites" />);
    const select = screen.getByRole('combobox', { name: 'Site' });
    expect(optionsOf(select)[0]).toBe('All sites');
    await userEvent.selectOptions(select, 'All sites');
    expect(screen.getByText('chosen: none')).toBeInTheDocument();
  });

  it('names a chosen site that is not in the list instead of showing another one', () => {
    renderWithProviders(
      <Picker sites={SITES} initial="s9" label="Run on" unlistedLabel="This case's site" />,
    );
    const select = screen.getByRole('combobox', { name: 'Run on' });
    expect(select).toHaveDisplayValue("This case's site");
  });
});
