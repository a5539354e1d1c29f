import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@vigil/shared/testing';
import { ManagedByCodeBadge } from './managed-by-code-badge';

const TIP =
  'Created by `vigil deploy` from vigil.config; edits here are overwritten by the next deploy.';

describe('ManagedByCodeBadge', () => {
  it('says "Managed by code", and its tip on focus, for what vigil deploy made', async () => {
    renderWithProviders(<ManagedByCodeBadge managedBy="vigil.config" />);
    await userEvent.tab();
    expect(screen.getByText('Managed by code')).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(TIP);
  });

  it('names the project when the config file gives one', async () => {
    renderWithProviders(<ManagedByCodeBadge managedBy="shop" />);
    await userEvent.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Created by `vigil deploy` from vigil.config (project "shop"); edits here are overwritten',
    );
  });

  it('shows nothing for what was made in the screens', () => {
    renderWithProviders(
      <>
        <ManagedByCodeBadge managedBy={null} />
        <ManagedByCodeBadge />
      </>,
    );
    expect(screen.queryByText('Managed by code')).toBeNull();
  });
});
