import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** In `scope` (a dialog, a row), the select named `name` set to the option `option`. */
export const choose = (user: UserEvent, scope: HTMLElement, name: string, option: string) =>
  user.selectOptions(within(scope).getByRole('combobox', { name }), option);
