import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { ScreenFrame } from './screen-frame';

it("names the screen in its only h1, above the screen's sections", () => {
  renderWithProviders(
    <ScreenFrame title="Billing">
      <section aria-label="Plans" />
    </ScreenFrame>,
  );
  const [heading, ...others] = screen.getAllByRole('heading');
  expect(heading).toHaveAccessibleName('Billing');
  expect(heading!.tagName).toBe('H1');
  expect(others).toEqual([]);
  const section = screen.getByRole('region', { name: 'Plans' });
  expect(heading!.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});
