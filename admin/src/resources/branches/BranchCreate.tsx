import { blankDictionaries } from '../../common/dictionaries';
import { createScreen } from '../../common/forms';
import { BranchInputs } from './BranchInputs';

/** /admin/branches/create (also /admin/BranchesCreate); then the branch list, /admin/BranchesList (SPEC §4, §8). */
export default createScreen(BranchInputs, () => ({ branchDictionaries: blankDictionaries(['name']) }));
