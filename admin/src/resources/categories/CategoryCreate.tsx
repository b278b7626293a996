import { blankDictionaries } from '../../common/dictionaries';
import { CreateForm } from '../../common/forms';
import { CategoryInputs } from './CategoryInputs';

/** /admin/categories/create (also /admin/categorycreate): "Category Create"; then /admin/categories (SPEC §2, §4). */
export default function CategoryCreate() {
  return (
    <CreateForm
      successKey="app.categories.created"
      errorKey="app.categories.create_error"
      redirectTo="/categories"
      defaultValues={{ parentCategoryId: null, categoryDictionaries: blankDictionaries(['name']) }}
    >
      <CategoryInputs />
    </CreateForm>
  );
}
