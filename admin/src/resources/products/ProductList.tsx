import { useCallback } from 'react';
import { Box, TableSortLabel, Typography } from '@mui/material';
import RateReviewIcon from '@mui/icons-material/RateReview';
import {
  Button,
  DataTable,
  List,
  Pagination,
  ReferenceField,
  SearchInput,
  useListContext,
  useLocaleState,
  useRecordContext,
  useTranslate,
  WithRecord,
  type RaRecord,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { ADMIN_PAGE_SIZE } from '@qahve/config';
import { displayText } from '../../common/dictionaries';
import { EditModal } from '../../common/forms';
import { ListActions } from '../../common/ListActions';
import { MissingTranslations } from '../../common/MissingTranslations';
import { ResponsiveDataTable } from '../../common/ResponsiveDataTable';
import { RowActions } from '../../common/softDelete';
import { Thumb } from '../../common/Thumb';
import type { CategoryRow } from '../../common/categoryTree';
import type { ProductRecord } from './api';
import { ProductInputs } from './ProductForm';
import { categorySortOf, listSortOf, nextCategorySort, readCategorySort, saveCategorySort } from './sort';

/** Resets the category sort (after an edit, a delete or a revert, SPEC §4). */
export function useResetProductSort() {
  const { setSort } = useListContext();
  return useCallback(() => {
    saveCategorySort(null);
    setSort(listSortOf(null));
  }, [setSort]);
}

/** The category header: each click cycles ascending, descending, none; the choice is stored. */
export function CategorySortHeader() {
  const { sort, setSort } = useListContext();
  const translate = useTranslate();
  const current = categorySortOf(sort);
  const label = translate('resources.products.fields.categoryName');
  const state = current === 'asc' ? translate('ra.sort.ASC') : current === 'desc' ? translate('ra.sort.DESC') : translate('app.common.sort_none');
  return (
    <TableSortLabel
      active={current !== null}
      direction={current ?? 'asc'}
      aria-label={`${label}. ${translate('app.common.sort_cycle', { state })}`}
      data-sort={current ?? 'none'}
      onClick={() => {
        const next = nextCategorySort(current);
        saveCategorySort(next);
        setSort(listSortOf(next));
      }}
    >
      {label}
    </TableSortLabel>
  );
}

function ProductName() {
  const record = useRecordContext<ProductRecord>();
  const [locale] = useLocaleState();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap' }}>
      <span>{displayText(record.productDictionaries, locale) ?? translate('app.common.no_name')}</span>
      <MissingTranslations source="productDictionaries" />
    </Box>
  );
}

export const productTitle = (record: RaRecord, locale = 'az') =>
  displayText((record as ProductRecord).productDictionaries, locale) ?? `#${record.id}`;

function ProductActions() {
  const reset = useResetProductSort();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <RowActions title={(r) => productTitle(r, locale)} onChanged={reset}>
      <WithRecord
        render={(record: ProductRecord) =>
          record.isDeleted ? (
            <Button label="app.common.reviews" disabled aria-label={`${translate('app.common.reviews')}: ${productTitle(record, locale)}`}>
              <RateReviewIcon />
            </Button>
          ) : (
            <Button
              component={Link}
              to={`/products/${record.id}/reviews`}
              label="app.common.reviews"
              aria-label={`${translate('app.common.reviews')}: ${productTitle(record, locale)}`}
            >
              <RateReviewIcon />
            </Button>
          )
        }
      />
    </RowActions>
  );
}

/** The edit modal (SPEC §2): the create form's inputs with the current images; a save resets the sort. */
function ProductEditModal() {
  const reset = useResetProductSort();
  return (
    <EditModal errorKey="app.products.update_error" onSaved={reset}>
      <ProductInputs edit />
    </EditModal>
  );
}

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/**
 * Products (SPEC §2): search, thumbnails with "No image", the category column's three-state sort
 * (kept in localStorage), "Empty" without rows, and Edit, Delete, Revert and Reviews per row.
 * The list state lives in the component (not the URL), so the edit modal's route leaves it as it is.
 */
export default function ProductList() {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  return (
    <List
      resource="products"
      sort={listSortOf(readCategorySort())}
      perPage={ADMIN_PAGE_SIZE}
      storeKey={false}
      disableSyncWithLocation
      filters={filters}
      exporter={false}
      actions={<ListActions />}
      empty={false}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
    >
      <ResponsiveDataTable card={{ title: 'name', media: ['primaryImageUrl', 'secondaryImageUrl'] }}>
        <DataTable.Col
          source="primaryImageUrl"
          disableSort
          render={(record: ProductRecord) => (
            <Thumb src={record.primaryImageUrl} srcSet={record.primaryImageSrcSet} alt={productTitle(record, locale)} />
          )}
        />
        <DataTable.Col
          source="secondaryImageUrl"
          disableSort
          render={(record: ProductRecord) => <Thumb src={record.secondaryImageUrl} alt={productTitle(record, locale)} />}
        />
        <DataTable.Col source="name" disableSort>
          <ProductName />
        </DataTable.Col>
        <DataTable.Col source="sizeAndPrice" disableSort />
        <DataTable.Col source="categoryName" disableSort label={<CategorySortHeader />}>
          <ReferenceField source="categoryId" reference="categories" link={false} emptyText="—">
            <WithRecord
              render={(category: CategoryRow) => (
                <Typography variant="body2" component="span">
                  {displayText(category.categoryDictionaries, locale) ?? translate('app.common.unnamed')}
                </Typography>
              )}
            />
          </ReferenceField>
        </DataTable.Col>
        <DataTable.Col source="order" disableSort />
        <DataTable.Col source="actions" label="app.common.actions" disableSort>
          <ProductActions />
        </DataTable.Col>
      </ResponsiveDataTable>
      <ProductEditModal />
    </List>
  );
}
