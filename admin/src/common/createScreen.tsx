import type { ComponentType } from 'react';
import { Create, useResourceContext } from 'react-admin';
import { AppForm, FormToolbar } from './AppForm';
import { useCreateOutcome } from './formOutcomes';

/**
 * A resource's create screen: its inputs in an AppForm with `defaultValues()`,
 * Save, then the success text (`app.<resource>.created`) and the list (or `redirectTo`) after 2 s;
 * on failure `app.<resource>.create_error` (useCreateOutcome).
 */
export function createScreen(
  Inputs: ComponentType,
  defaultValues: () => Record<string, unknown>,
  { redirectTo }: { redirectTo?: string } = {},
) {
  return function CreateScreen() {
    const resource = useResourceContext()!;
    const { done, mutationOptions } = useCreateOutcome({
      successKey: `app.${resource}.created`,
      errorKey: `app.${resource}.create_error`,
      redirectTo: redirectTo ?? `/${resource}`,
    });
    return (
      <Create mutationOptions={mutationOptions} redirect={false}>
        <AppForm defaultValues={defaultValues()} toolbar={<FormToolbar create disabled={done} />}>
          <Inputs />
        </AppForm>
      </Create>
    );
  };
}
