import { Create, SimpleForm } from 'react-admin';
import { blankDictionaries } from '../../common/dictionaries';
import { FORM_SX, FormToolbar, useCreateOutcome } from '../../common/forms';
import { CategoryInputs } from './CategoryInputs';

/** /admin/categories/create (also /admin/categorycreate): "Category Create"; then /admin/categories (SPEC §2, §4). */
export default function CategoryCreate() {
  const { done, mutationOptions } = useCreateOutcome({
    successKey: 'app.categories.created',
    errorKey: 'app.categories.create_error',
    redirectTo: '/categories',
  });
  return (
    <Create mutationOptions={mutationOptions} redirect={false}>
      <SimpleForm
        defaultValues={{ parentCategoryId: null, categoryDictionaries: blankDictionaries(['name']) }}
        toolbar={<FormToolbar create disabled={done} />}
        sx={FORM_SX}
      >
        <CategoryInputs />
      </SimpleForm>
    </Create>
  );
}
