import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../testing/render-with-providers';
import { Button } from '../ui';
import { Modal } from './modal';

function AddSite({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add Site</Button>
      <Modal
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Add Site"
        footer={<Button>Add</Button>}
      >
        <input aria-label="Site URL" />
      </Modal>
    </>
  );
}

it('opens as a titled dialog with focus inside it', async () => {
  renderWithProviders(<AddSite />);
  await userEvent.click(screen.getByRole('button', { name: 'Add Site' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Site' });
  expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
});

it('closes on Escape', async () => {
  const onClose = jest.fn();
  renderWithProviders(<AddSite onClose={onClose} />);
  await userEvent.click(screen.getByRole('button', { name: 'Add Site' }));
  await screen.findByRole('dialog');
  await userEvent.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('closes with its close button', async () => {
  const onClose = jest.fn();
  renderWithProviders(<AddSite onClose={onClose} />);
  await userEvent.click(screen.getByRole('button', { name: 'Add Site' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});
