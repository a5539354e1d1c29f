import { render, screen } from '@testing-library/react';
import { AppProviders } from '@vigil/shared';
import { ProgressStep } from './progress-step';

describe('progress step', () => {
  it('names the progressbar itself "Onboarding progress" and gives it the value', () => {
    render(
      <AppProviders>
        <ProgressStep progress={41} />
      </AppProviders>,
    );
    const bar = screen.getByRole('progressbar', { name: 'Onboarding progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '41');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(screen.getByText('Scanning your pages…')).toBeVisible();
  });
});
