import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../testing/render-with-providers';
import { COUNTRY_CODES } from './country-codes';
import { formatPhone, isCompletePhone } from './format-phone';
import { PhoneInput } from './phone-input';

describe('formatPhone', () => {
  it.each([
    ['5551234567', '(555) 123-4567'],
    ['555', '555'],
    ['5551', '(555) 1'],
    ['555123', '(555) 123'],
    ['5551234', '(555) 123-4'],
    ['(555) 123-4567 ext 89', '(555) 123-4567'],
    ['', ''],
  ])('formats %j as %j', (typed, shown) => {
    expect(formatPhone(typed)).toBe(shown);
  });
});

describe('isCompletePhone', () => {
  it.each([
    ['+1 (555) 123-4567', true],
    ['+44 (207) 123-4567', true],
    ['+1 (555) 123-4', false], // 14 characters with the code, an incomplete number
    ['+1 (555) 123-456', false],
    ['+1', false],
    ['', false],
  ])('%j is complete: %j', (value, complete) => {
    expect(isCompletePhone(value)).toBe(complete);
  });
});

describe('PhoneInput', () => {
  it('keeps both fields at least 12rem wide so the formatted number is never clipped', () => {
    renderWithProviders(<PhoneInput onChange={() => undefined} />);
    expect(
      screen.getByRole('textbox', { name: /phone/i }).closest('.chakra-field__root')!.parentElement,
    ).toHaveStyle({
      gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
    });
  });

  const numberField = () => screen.getByRole('textbox', { name: /phone/i });
  const countryField = () => screen.getByRole('combobox', { name: 'Country code' });

  it('offers about 50 countries, the United States +1 first and selected', () => {
    renderWithProviders(<PhoneInput onChange={() => undefined} />);
    const options = screen.getAllByRole('option');
    expect(options.length).toBe(COUNTRY_CODES.length);
    expect(options.length).toBeGreaterThanOrEqual(45);
    expect(options[0]).toHaveTextContent('United States +1');
    expect(countryField()).toHaveDisplayValue('United States +1');
  });

  it('formats typing as (ddd) ddd-dddd and reports "<code> <number>"', async () => {
    const onChange = jest.fn();
    renderWithProviders(<PhoneInput onChange={onChange} />);
    await userEvent.type(numberField(), '5551234567');
    expect(numberField()).toHaveValue('(555) 123-4567');
    expect(onChange).toHaveBeenLastCalledWith('+1 (555) 123-4567');
    expect(numberField()).toBeRequired();
  });

  it('reports the chosen country code', async () => {
    const onChange = jest.fn();
    renderWithProviders(<PhoneInput onChange={onChange} />);
    await userEvent.selectOptions(countryField(), 'United Kingdom +44');
    await userEvent.type(numberField(), '2071234567');
    expect(onChange).toHaveBeenLastCalledWith('+44 (207) 123-4567');
  });

  it('works controlled, starting from a stored value', async () => {
    const seen: string[] = [];
    function Form() {
      const [phone, setPhone] = useState('+1 (555) 123-4567');
      seen.push(phone);
      return <PhoneInput value={phone} onChange={setPhone} />;
    }
    renderWithProviders(<Form />);
    expect(numberField()).toHaveValue('(555) 123-4567');
    await userEvent.selectOptions(countryField(), 'Canada +1');
    expect(countryField()).toHaveDisplayValue('Canada +1');
    await userEvent.clear(numberField());
    await userEvent.type(numberField(), '4165550000');
    expect(seen.at(-1)).toBe('+1 (416) 555-0000');
    expect(countryField()).toHaveDisplayValue('Canada +1');
  });
});
