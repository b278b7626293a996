import { useCallback } from 'react';
import { TableSortLabel } from '@mui/material';
import RateReviewIcon from '@mui/icons-material/RateReview';
import { Button, DataTable, useListContext, useLocaleState, useTranslate, WithRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Product } from '@qahve/config';
import { localizedTitle } from '../../common/dictionaries';
import { EditModal } from '../../common/EditModal';
import { LocalizedName, ReferencedName } from '../../common/LocalizedName';
import { ResourceList } from '../../common/ResourceList';
import { RowActions } from '../../common/RowActions';
import { thumbnailColumn } from '../../common/Thumb';
import { ProductInputs } from './ProductForm';
import { categorySortOf, listSortOf, nextCategorySort, readCategorySort, saveCategorySort } from './sort';

/** Resets the category sort (after an edit, a delete or a revert). */
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
  const state =
    current === 'asc' ? translate('ra.sort.ASC') : current === 'desc' ? translate('ra.sort.DESC') : translate('app.common.sort_none');
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

const productTitle = localizedTitle('productDictionaries');

function ProductActions() {
  const reset = useResetProductSort();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <RowActions title={productTitle} onChanged={reset}>
      <WithRecord
        render={(record: Product) =>
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

/** The edit modal: the create form's inputs with the current images; a save resets the sort. */
function ProductEditModal() {
  const reset = useResetProductSort();
  return (
    <EditModal onSaved={reset}>
      <ProductInputs edit />
    </EditModal>
  );
}

/**
 * Products: search, thumbnails with "No image", the category column's three-state sort
 * (kept in localStorage), "Empty" without rows, and Edit, Delete, Revert and Reviews per row.
 * The list state lives in the component (not the URL), so the edit modal's route leaves it as it is.
 */
export default function ProductList() {
  const [locale] = useLocaleState();
  return (
    <ResourceList
      sort={listSortOf(readCategorySort())}
      storeKey={false}
      disableSyncWithLocation
      search
      pageSizes
      card={{ title: 'name', media: ['primaryImageUrl', 'secondaryImageUrl'] }}
      rowActions={<ProductActions />}
      edit={<ProductEditModal />}
    >
      {thumbnailColumn('primaryImageUrl', (record) => productTitle(record, locale), { srcSet: 'primaryImageSrcSet' })}
      {thumbnailColumn('secondaryImageUrl', (record) => productTitle(record, locale))}
      <DataTable.Col source="name" disableSort>
        <LocalizedName source="productDictionaries" />
      </DataTable.Col>
      <DataTable.Col source="sizeAndPrice" disableSort />
      <DataTable.Col source="categoryName" disableSort label={<CategorySortHeader />}>
        <ReferencedName source="categoryId" reference="categories" dictionaries="categoryDictionaries" empty="app.common.unnamed" />
      </DataTable.Col>
      <DataTable.Col source="order" disableSort />
    </ResourceList>
  );
}
