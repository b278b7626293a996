import { Create, SimpleForm } from 'react-admin';
import { blankDictionaries } from '../../common/dictionaries';
import { FORM_SX, FormToolbar, useCreateOutcome } from '../../common/forms';
import { BranchInputs } from './BranchInputs';

/** /admin/branches/create (also /admin/BranchesCreate); then the branch list, /admin/BranchesList (SPEC §4, §8). */
export default function BranchCreate() {
  const { done, mutationOptions } = useCreateOutcome({
    successKey: 'app.branches.created',
    errorKey: 'app.branches.create_error',
    redirectTo: '/branches',
  });
  return (
    <Create mutationOptions={mutationOptions} redirect={false}>
      <SimpleForm defaultValues={{ branchDictionaries: blankDictionaries(['name']) }} toolbar={<FormToolbar create disabled={done} />} sx={FORM_SX}>
        <BranchInputs />
      </SimpleForm>
    </Create>
  );
}
