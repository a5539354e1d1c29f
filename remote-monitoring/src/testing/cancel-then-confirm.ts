import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { EndpointName } from '@vigil/contract';
import { callsTo } from '@vigil/shared/testing';

export interface ConfirmedAction {
  /** The button that asks (also the dialog's confirm button unless `confirm` names another). */
  button: string;
  /** The dialog's accessible name: "Disconnect Slack?". */
  dialog: string;
  /** What the dialog says will happen. */
  says: string[];
  confirm?: string;
  /** The call that must wait for the confirmation: "disconnectSlack". */
  request: EndpointName;
}

/**
 * A destructive action asked once more: the dialog says what will happen, Cancel closes it with
 * nothing sent, and asked again, confirming goes ahead (what follows is the caller's to check).
 */
export async function cancelThenConfirm(user: UserEvent, action: ConfirmedAction) {
  await user.click(await screen.findByRole('button', { name: action.button }));
  const dialog = await screen.findByRole('dialog', { name: action.dialog });
  for (const text of action.says) expect(dialog).toHaveTextContent(text);
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  // The closing dialog (and its own confirm button) may linger for its animation.
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(callsTo(action.request)).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: action.button }));
  const again = await screen.findByRole('dialog', { name: action.dialog });
  await user.click(within(again).getByRole('button', { name: action.confirm ?? action.button }));
}
