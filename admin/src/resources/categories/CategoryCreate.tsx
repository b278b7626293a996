import { blankDictionaries } from '../../common/dictionaries';
import { createScreen } from '../../common/forms';
import { CategoryInputs } from './CategoryInputs';

/** /admin/categories/create (also /admin/categorycreate): "Category Create"; then /admin/categories (SPEC §2, §4). */
export default createScreen(CategoryInputs, () => ({ parentCategoryId: null, categoryDictionaries: blankDictionaries(['name']) }));
