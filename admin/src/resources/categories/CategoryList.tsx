import { Box } from '@mui/material';
import { DataTable, List, Pagination, SearchInput, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { ADMIN_PAGE_SIZE } from '@qahve/config';
import { EditModal } from '../../common/forms';
import { ListActions } from '../../common/ListActions';
import { MissingTranslations } from '../../common/MissingTranslations';
import { ResponsiveDataTable } from '../../common/ResponsiveDataTable';
import { RowActions } from '../../common/softDelete';
import { CategoryInputs } from './CategoryInputs';
import { azerbaijaniName, type CategoryRow } from '../../common/categoryTree';

/** px of indentation per level of the tree. */
export const INDENT_PX = 24;

/** The name cell: indented by depth, a subcategory joined to its parent with an arrow; the Azerbaijani name or "Unnamed". */
export function CategoryName() {
  const record = useRecordContext<CategoryRow>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box
      data-depth={record.depth}
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', pl: `${record.depth * INDENT_PX}px` }}
    >
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

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/**
 * Categories (SPEC §2): search, the tree with subcategories indented and joined with an arrow, paged
 * by top-level category, an edit modal, and soft delete.
 */
export default function CategoryList() {
  return (
    <List
      resource="categories"
      sort={{ field: 'id', order: 'ASC' }}
      perPage={ADMIN_PAGE_SIZE}
      filters={filters}
      exporter={false}
      actions={<ListActions />}
      empty={false}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
    >
      <ResponsiveDataTable card={{ title: 'name' }}>
        <DataTable.Col source="name" disableSort>
          <CategoryName />
        </DataTable.Col>
        <DataTable.Col source="actions" label="app.common.actions" disableSort sx={{ width: 360 }}>
          <RowActions title={categoryTitle} />
        </DataTable.Col>
      </ResponsiveDataTable>
      <EditModal maxWidth="sm" errorKey="app.categories.update_error">
        <CategoryInputs edit />
      </EditModal>
    </List>
  );
}
