import { useRecordContext } from 'react-admin';
import { ADMIN_MESSAGES as M } from '@qahve/config';
import { LocalizedNameInputs } from '../../common/DictionaryInputs';
import { CategorySelect } from '../../common/CategorySelect';
import type { CategoryRow } from '../../common/categoryTree';

/**
 * A category's inputs (SPEC §2 "Category create" and the edit modal): the optional parent and one name
 * per language. On edit the parent select leaves out the category itself and everything below it.
 */
export function CategoryInputs({ edit = false }: { edit?: boolean }) {
  const record = useRecordContext<CategoryRow>();
  return (
    <>
      <CategorySelect
        source="parentCategoryId"
        allowEmpty
        excludeId={edit ? record?.id : undefined}
        currentValue={record?.parentCategoryId ?? null}
      />
      <LocalizedNameInputs source="categoryDictionaries" requiredMessage={M.categoryNameRequired} edit={edit} />
    </>
  );
}
