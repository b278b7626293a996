import { DataTable, useLocaleState } from 'react-admin';
import { localizedTitle } from '../../common/dictionaries';
import { EditModal } from '../../common/forms';
import { LocalizedName } from '../../common/LocalizedName';
import { ResourceList } from '../../common/ResourceList';
import { RowActions } from '../../common/softDelete';
import { thumbnailColumn } from '../../common/Thumb';
import { CarouselInputs } from './CarouselInputs';

const title = localizedTitle('carouselDictionaries', 'content');

/** Slides (SPEC §2 "Carousels"): image, content, order, an edit modal, delete (and revert). */
export default function CarouselList() {
  const [locale] = useLocaleState();
  return (
    <ResourceList sort={{ field: 'order', order: 'ASC' }} card={{ title: 'content', media: ['imageUrl'] }} rowActions={<RowActions title={title} />} edit={<EditModal><CarouselInputs edit /></EditModal>}>
      {thumbnailColumn('imageUrl', (record) => title(record, locale), { srcSet: 'imageSrcSet', size: 96 })}
      <DataTable.Col source="content" disableSort>
        <LocalizedName source="carouselDictionaries" field="content" />
      </DataTable.Col>
      <DataTable.Col source="order" />
    </ResourceList>
  );
}
