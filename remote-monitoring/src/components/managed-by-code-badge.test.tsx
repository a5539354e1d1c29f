import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@vigil/shared';
import { ManagedByCodeBadge } from './managed-by-code-badge';

const TIP =
  'Created by `vigil deploy` from vigil.config; edits here are overwritten by the next deploy.';

describe('ManagedByCodeBadge', () => {
  it('says "Managed by code", and its tip on focus, for what vigil deploy made', async () => {
    render(
      <AppProviders>
        <ManagedByCodeBadge managedBy="vigil.config" />
      </AppProviders>,
    );
    await userEvent.tab();
    expect(screen.getByText('Managed by code')).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(TIP);
  });

  it('names the project when the config file gives one', async () => {
    render(
      <AppProviders>
        <ManagedByCodeBadge managedBy="shop" />
      </AppProviders>,
    );
    await userEvent.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Created by `vigil deploy` from vigil.config (project "shop"); edits here are overwritten',
    );
  });

  it('shows nothing for what was made in the screens', () => {
    render(
      <AppProviders>
        <ManagedByCodeBadge managedBy={null} />
        <ManagedByCodeBadge />
      </AppProviders>,
    );
    expect(screen.queryByText('Managed by code')).toBeNull();
  });
});
