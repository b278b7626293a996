import { Box } from '@mui/material';
import { DataTable, List, useLocaleState, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { ADMIN_PAGE_SIZE, type Carousel } from '@qahve/config';
import { displayText } from '../../common/dictionaries';
import { EditModal } from '../../common/forms';
import { ListActions } from '../../common/ListActions';
import { MissingTranslations } from '../../common/MissingTranslations';
import { ResponsiveDataTable } from '../../common/ResponsiveDataTable';
import { RowActions } from '../../common/softDelete';
import { Thumb } from '../../common/Thumb';
import { CarouselInputs } from './CarouselInputs';

const title = (record: RaRecord, locale: string) => displayText((record as Carousel).carouselDictionaries, locale, 'content') ?? `#${record.id}`;

function Content() {
  const record = useRecordContext<Carousel>();
  const [locale] = useLocaleState();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap' }}>
      <span>{displayText(record.carouselDictionaries, locale, 'content') ?? translate('app.common.no_name')}</span>
      <MissingTranslations source="carouselDictionaries" field="content" />
    </Box>
  );
}

/** Slides (SPEC §2 "Carousels"): image, content, order, an edit modal, delete (and revert). */
export default function CarouselList() {
  const [locale] = useLocaleState();
  return (
    <List resource="carousels" sort={{ field: 'order', order: 'ASC' }} perPage={ADMIN_PAGE_SIZE} exporter={false} actions={<ListActions />} empty={false}>
      <ResponsiveDataTable card={{ title: 'content', media: ['imageUrl'] }}>
        <DataTable.Col
          source="imageUrl"
          disableSort
          render={(record: Carousel) => <Thumb src={record.imageUrl} srcSet={record.imageSrcSet} alt={title(record, locale)} size={96} />}
        />
        <DataTable.Col source="content" disableSort>
          <Content />
        </DataTable.Col>
        <DataTable.Col source="order" />
        <DataTable.Col source="actions" label="app.common.actions" disableSort>
          <RowActions title={(r) => title(r, locale)} />
        </DataTable.Col>
      </ResponsiveDataTable>
      <EditModal errorKey="app.carousels.update_error">
        <CarouselInputs edit />
      </EditModal>
    </List>
  );
}
