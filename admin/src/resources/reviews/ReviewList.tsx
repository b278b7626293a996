import { Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  BooleanInput,
  BulkActionsToolbar,
  Button,
  DataTable,
  List,
  maxLength,
  Pagination,
  RecordContextProvider,
  required,
  SearchInput,
  TextInput,
  TopToolbar,
  useGetOne,
  useLocaleState,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ADMIN_PAGE_SIZE, TEXT_LIMITS, type AdminReview, type Product } from '@qahve/config';
import { displayText } from '../../common/dictionaries';
import { DateTimeField } from '../../common/DateTimeField';
import { ReferencedName } from '../../common/LocalizedName';
import { EditModal } from '../../common/EditModal';
import { ResponsiveDataTable } from '../../common/ResponsiveDataTable';
import { authorOf, movesOf, reviewsPath } from './api';
import { MoveButton, ReviewActions, ReviewBulkActions } from './ReviewActions';
import { SelectPage, SelectRow } from './ReviewSelection';
import { ReviewStatus } from './ReviewStatus';

/** The product's name in the console's language, "No name" without one, `#id` until it loads. */
function useProductName(productId: string | undefined) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data } = useGetOne<Product>('products', { id: Number(productId) }, { enabled: productId !== undefined });
  if (!productId) return undefined;
  if (!data) return `#${productId}`;
  return displayText(data.productDictionaries, locale) ?? translate('app.common.no_name');
}

/** The page title: "Reviews: <product>" on a product's reviews. */
function ProductReviewsTitle({ productId }: { productId: string }) {
  const translate = useTranslate();
  const name = useProductName(productId);
  return <span>{translate('app.reviews.product_title', { name })}</span>;
}

/** Back to the products list, from a product's reviews. */
function BackToProducts() {
  return (
    <TopToolbar>
      <Button component={Link} to="/products" label="app.reviews.back_to_products">
        <ArrowBackIcon />
      </Button>
    </TopToolbar>
  );
}

/** An e-mail that may break after its "@" in a narrow column (copied, it stays whole). */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

/** The author's name, and under it the e-mail (one column: the list fits a laptop's width). */
function Author() {
  const record = useRecordContext<AdminReview>();
  if (!record) return null;
  return (
    <>
      <div>{authorOf(record)}</div>
      <Typography variant="body2" component="div" color="text.secondary">
        <EmailText email={record.email} />
      </Typography>
    </>
  );
}

/**
 * The top of a review's dialog (/products/:productId/reviews/:id, where the pending-review e-mail
 * leads): who wrote it, its state, and the moves that state allows, beside the text's edit below.
 */
function ReviewModeration() {
  const loaded = useRecordContext<AdminReview>();
  const translate = useTranslate();
  // The server's answer to a move here: the record the dialog loaded may come from the list's copy.
  const [moved, setMoved] = useState<AdminReview | null>(null);
  const record = moved && moved.id === loaded?.id ? moved : loaded;
  if (!record) return null;
  const moves = movesOf(record);
  return (
    <RecordContextProvider value={record}>
      <Stack component="section" aria-label={translate('app.reviews.moderation')} spacing={1} sx={{ width: '100%', mb: 2 }}>
        <Author />
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
          <ReviewStatus />
          {moves.map((move) => (
            <MoveButton key={move} move={move} onMoved={setMoved} />
          ))}
        </Stack>
        {record.isDeleted ? (
          <Typography variant="body2" color="text.secondary">
            {translate('app.reviews.deleted_no_moves')}
          </Typography>
        ) : null}
      </Stack>
    </RecordContextProvider>
  );
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  // Pending only sets the API's `status` filter; off removes it (every state, deleted ones too).
  <BooleanInput
    key="status"
    source="status"
    label="app.reviews.pending_only"
    alwaysOn
    format={(status: unknown) => status === 'pending'}
    parse={(checked: boolean) => (checked ? 'pending' : '')}
  />,
];

/**
 * Reviews at /products/:productId/reviews, titled with
 * the product's name; the same list at /reviews holds every product's, with a product column.
 * Paged, sorted and filtered on the server; the list's state is in the URL (no store: one product's
 * page or filter must not carry over to another's).
 */
export default function ReviewList() {
  const { productId } = useParams();
  const basePath = reviewsPath(productId);
  return (
    <List
      key={basePath}
      resource="reviews"
      title={productId ? <ProductReviewsTitle productId={productId} /> : undefined}
      filter={productId ? { productId } : undefined}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={ADMIN_PAGE_SIZE}
      storeKey={false}
      filters={filters}
      exporter={false}
      actions={productId ? <BackToProducts /> : false}
      empty={false}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
    >
      {/* No "select all" across pages: it would take deleted reviews too. */}
      <BulkActionsToolbar selectAllButton={false}>
        <ReviewBulkActions />
      </BulkActionsToolbar>
      <ResponsiveDataTable card={{ title: 'name', leading: 'select' }}>
        <DataTable.Col source="select" label={<SelectPage />} disableSort>
          <SelectRow />
        </DataTable.Col>
        <DataTable.Col source="name" label="resources.reviews.fields.author">
          <Author />
        </DataTable.Col>
        <DataTable.Col
          source="feedback"
          disableSort
          render={(record: AdminReview) => (
            <Typography
              variant="body2"
              component="span"
              sx={{ display: 'block', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', minWidth: 160, maxWidth: 420 }}
            >
              {record.feedback}
            </Typography>
          )}
        />
        {productId ? null : (
          <DataTable.Col source="productId" disableSort>
            {/* Every review's list: the product's name, leading to that product's reviews. */}
            <ReferencedName
              source="productId"
              reference="products"
              dictionaries="productDictionaries"
              empty="app.common.no_name"
              link={(product: RaRecord) => reviewsPath(String(product.id))}
            />
          </DataTable.Col>
        )}
        <DataTable.Col source="status" disableSort>
          <ReviewStatus />
        </DataTable.Col>
        <DataTable.Col source="createdAt">
          <DateTimeField source="createdAt" />
        </DataTable.Col>
        <DataTable.Col source="actions" label="app.common.actions" disableSort>
          <ReviewActions basePath={basePath} />
        </DataTable.Col>
      </ResponsiveDataTable>
      <EditModal basePath={basePath} maxWidth="sm">
        <ReviewModeration />
        <TextInput source="feedback" multiline minRows={4} validate={[required(), maxLength(TEXT_LIMITS.feedback)]} />
      </EditModal>
    </List>
  );
}
