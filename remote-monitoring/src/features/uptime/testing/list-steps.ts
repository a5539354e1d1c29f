import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** New (the screen's last such button: the empty list's, or the toolbar's): the form it opens. */
export async function openNew(user: UserEvent, label: string) {
  await user.click(screen.getAllByRole('button', { name: label }).at(-1)!);
  return screen.findByRole('form', { name: label });
}

/** A row's Edit: the form named `form` it opens. */
export async function editRow(user: UserEvent, row: string, form: string) {
  await user.click(screen.getByRole('button', { name: `Edit: ${row}` }));
  return screen.findByRole('form', { name: form });
}

/** In an open form: its Title becomes `title`, then Save. */
export async function retitleAndSave(user: UserEvent, form: HTMLElement, title: string) {
  const field = within(form).getByRole('textbox', { name: /Title/ });
  await user.clear(field);
  await user.type(field, title);
  await user.click(within(form).getByRole('button', { name: 'Save' }));
}

/** A row's Delete, then the question's confirm button (`confirm`). */
export async function deleteRow(user: UserEvent, row: string, confirm: string) {
  await user.click(screen.getByRole('button', { name: `Delete: ${row}` }));
  await user.click(await screen.findByRole('button', { name: confirm }));
}
