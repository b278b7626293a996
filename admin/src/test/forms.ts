import { screen, waitFor, within } from '@testing-library/react';
import { expect, type Mock } from 'vitest';
import type { UserEvent } from '@testing-library/user-event';

/** Replaces what a field of an edit dialog says and presses the dialog's Save ("Yadda saxla"). */
export async function retypeAndSave(user: UserEvent, dialog: HTMLElement, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.type(field, text);
  await user.click(within(dialog).getByRole('button', { name: /Yadda saxla/ }));
}

/** Waits until the data provider was asked to update `resource` #`id` with (at least) `data`, and the edit dialog has closed. */
export async function expectSavedEdit(provider: { update: Mock }, resource: string, id: string, data: Record<string, unknown>) {
  await waitFor(() =>
    expect(provider.update).toHaveBeenCalledWith(resource, expect.objectContaining({ id, data: expect.objectContaining(data) })),
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}
