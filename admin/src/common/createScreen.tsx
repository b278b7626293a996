import type { ComponentType } from 'react';
import { Create, useResourceContext } from 'react-admin';
import { AppForm, FormToolbar } from './AppForm';
import { SaveDraftButton, useHasDrafts } from './drafts';
import { useCreateOutcome } from './formOutcomes';

/**
 * A resource's create screen: its inputs in an AppForm with `defaultValues()`,
 * Save, then the success text (`app.<resource>.created`) and the list (or `redirectTo`) after 2 s;
 * on failure `app.<resource>.create_error` (useCreateOutcome). A resource with drafts has "Save as
 * draft" beside Save: the item is created hidden, as a draft to publish from its edit form.
 */
export function createScreen(
  Inputs: ComponentType,
  defaultValues: () => Record<string, unknown>,
  { redirectTo }: { redirectTo?: string } = {},
) {
  return function CreateScreen() {
    const resource = useResourceContext()!;
    const drafts = useHasDrafts();
    const { done, mutationOptions, leave } = useCreateOutcome({
      successKey: `app.${resource}.created`,
      errorKey: `app.${resource}.create_error`,
      redirectTo: redirectTo ?? `/${resource}`,
    });
    return (
      <Create mutationOptions={mutationOptions} redirect={false}>
        <AppForm
          defaultValues={defaultValues()}
          toolbar={
            <FormToolbar create disabled={done}>
              {drafts ? <SaveDraftButton onSaved={leave} disabled={done} /> : null}
            </FormToolbar>
          }
        >
          <Inputs />
        </AppForm>
      </Create>
    );
  };
}
