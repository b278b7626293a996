import { blankDictionaries } from '../../common/dictionaries';
import { CreateForm } from '../../common/forms';
import { BranchInputs } from './BranchInputs';

/** /admin/branches/create (also /admin/BranchesCreate); then the branch list, /admin/BranchesList (SPEC §4, §8). */
export default function BranchCreate() {
  return (
    <CreateForm
      successKey="app.branches.created"
      errorKey="app.branches.create_error"
      redirectTo="/branches"
      defaultValues={{ branchDictionaries: blankDictionaries(['name']) }}
    >
      <BranchInputs />
    </CreateForm>
  );
}
