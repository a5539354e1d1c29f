import { screen, within } from '@testing-library/react';
import { signIn } from '@vigil/shared';
import { sessionFixture } from '@vigil/shared/testing';
import { answerCalls, renderApp } from '../../../testing/render-app';
import { resetBetweenTests } from '../../../testing/reset';
import { button, noTeam } from '../../../testing/wizard-fixtures';

jest.mock('@vigil/shared', () =>
  jest.requireActual('../../../testing/shared-mock').sharedWithMocks(),
);
resetBetweenTests();

describe('the phone step (call mocked at the @vigil/shared boundary)', () => {
  async function openPhoneStep() {
    signIn(sessionFixture());
    answerCalls({ getMember: noTeam });
    const rendered = renderApp('/account/new');
    await screen.findByRole('heading', { name: 'Your phone number' });
    return { ...rendered, field: screen.getByRole('textbox', { name: /phone/i }) };
  }

  it('offers about 50 country codes, the United States +1 first', async () => {
    await openPhoneStep();
    const options = within(screen.getByRole('combobox', { name: 'Country code' })).getAllByRole(
      'option',
    );
    expect(options.length).toBeGreaterThanOrEqual(45);
    expect(options[0]).toHaveTextContent('United States +1');
  });

  it('formats typed digits as (ddd) ddd-dddd and enables Save only with all 10 digits', async () => {
    const { user, field } = await openPhoneStep();
    expect(button('Save')).toBeDisabled();
    await user.type(field, '5551234');
    expect(field).toHaveValue('(555) 123-4'); // "+1 (555) 123-4" is 14 characters: not enough
    expect(button('Save')).toBeDisabled();
    await user.type(field, '56');
    expect(button('Save')).toBeDisabled();
    await user.type(field, '7x9');
    expect(field).toHaveValue('(555) 123-4567');
    expect(button('Save')).toBeEnabled();
  });

  it('labels the country code visibly', async () => {
    await openPhoneStep();
    const label = screen.getByText('Country code');
    expect(label.tagName).toBe('LABEL');
    expect(label).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveDisplayValue(
      'United States +1',
    );
  });

  it('formats a pasted number, and deleting disables Save again', async () => {
    const { user, field } = await openPhoneStep();
    await user.click(field);
    await user.paste('555.123.4567');
    expect(field).toHaveValue('(555) 123-4567');
    expect(button('Save')).toBeEnabled();
    await user.type(field, '{Backspace}');
    expect(field).toHaveValue('(555) 123-456');
    expect(button('Save')).toBeDisabled();
  });
});
