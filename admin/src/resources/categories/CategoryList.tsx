import { Box } from '@mui/material';
import { DataTable, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { ADMIN_MESSAGES as M } from '@qahve/config';
import { CategorySelect } from '../../common/CategorySelect';
import { LocalizedNameInputs } from '../../common/DictionaryInputs';
import { EditModal } from '../../common/EditModal';
import { MissingTranslations } from '../../common/MissingTranslations';
import { ResourceList } from '../../common/ResourceList';
import { RowActions } from '../../common/RowActions';
import { azerbaijaniName, type CategoryRow } from '../../common/categoryTree';

/**
 * A category's inputs: the optional parent and one name
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

/** px of indentation per level of the tree. */
export const INDENT_PX = 24;

/** The name cell: indented by depth, a subcategory joined to its parent with an arrow; the Azerbaijani name or "Unnamed". */
export function CategoryName() {
  const record = useRecordContext<CategoryRow>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box data-depth={record.depth} sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', pl: `${record.depth * INDENT_PX}px` }}>
      {record.depth > 0 ? (
        <Box component="span" aria-hidden="true" sx={{ mr: 1, color: 'text.secondary' }}>
          →
        </Box>
      ) : null}
      <span>{azerbaijaniName(record) ?? translate('app.common.unnamed')}</span>
      <MissingTranslations source="categoryDictionaries" />
    </Box>
  );
}

export const categoryTitle = (record: RaRecord) => azerbaijaniName(record as CategoryRow) ?? `#${record.id}`;

/**
 * Categories: search, the tree with subcategories indented and joined with an arrow, paged
 * by top-level category, an edit modal, and soft delete.
 */
export default function CategoryList() {
  return (
    <ResourceList
      sort={{ field: 'id', order: 'ASC' }}
      search
      pageSizes
      card={{ title: 'name' }}
      rowActions={<RowActions title={categoryTitle} />}
      actionsSx={{ width: 360 }}
      edit={
        <EditModal maxWidth="sm">
          <CategoryInputs edit />
        </EditModal>
      }
    >
      <DataTable.Col source="name" disableSort>
        <CategoryName />
      </DataTable.Col>
    </ResourceList>
  );
}
