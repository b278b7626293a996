import type { ReactNode } from 'react';
import { DataTable, useLocaleState, type RaRecord } from 'react-admin';
import { EditModal } from './EditModal';
import { ResourceList } from './ResourceList';
import { RowActions } from './RowActions';
import { thumbnailColumn } from './Thumb';

/**
 * The list of a resource the site shows in its `order`, each with an image (slides, home products):
 * sorted by order, the picture first (its alt `title`) and the order last around `children`'s columns,
 * cards titled by the `cardTitle` field with the picture, the row actions, and the edit modal of `inputs`.
 */
export function OrderedImageList({
  title,
  cardTitle,
  inputs,
  thumbSize,
  search,
  pageSizes,
  children,
}: {
  title: (record: RaRecord, locale: string) => string;
  cardTitle: string;
  inputs: ReactNode;
  /** The picture's size in the table (Thumb's own unless given). */
  thumbSize?: number;
  search?: boolean;
  pageSizes?: boolean;
  children: ReactNode;
}) {
  const [locale] = useLocaleState();
  return (
    <ResourceList
      sort={{ field: 'order', order: 'ASC' }}
      search={search}
      pageSizes={pageSizes}
      card={{ title: cardTitle, media: ['imageUrl'] }}
      rowActions={<RowActions title={title} />}
      edit={<EditModal>{inputs}</EditModal>}
    >
      {thumbnailColumn('imageUrl', (record) => title(record, locale), { srcSet: 'imageSrcSet', size: thumbSize })}
      {children}
      <DataTable.Col source="order" />
    </ResourceList>
  );
}
