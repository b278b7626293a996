import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Replaces what a field of an edit dialog says and presses the dialog's Save ("Yadda saxla"). */
export async function retypeAndSave(user: UserEvent, dialog: HTMLElement, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.type(field, text);
  await user.click(within(dialog).getByRole('button', { name: /Yadda saxla/ }));
}
