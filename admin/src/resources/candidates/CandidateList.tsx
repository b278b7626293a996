import { Link as MuiLink } from '@mui/material';
import { DataTable, List, Pagination, SearchInput, useListContext, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { CANDIDATE_PAGE_SIZE, type CandidateListItem } from '@qahve/config';
import { DateTimeField } from '../../common/DateTimeField';
import { ResponsiveDataTable } from '../../common/ResponsiveDataTable';
import { candidateName, NEWEST_FIRST } from './api';
import { FavouriteButton, FavouritesFilter } from './Favourites';
import { ErrorState } from './LoadState';
import { AppliedSinceFilter, CandidateNameCell, CandidateTitle, UnreadFilter } from './Unread';

/** "ətraflı": the candidate's page, named after the candidate for screen readers. */
function DetailsLink() {
  const record = useRecordContext<CandidateListItem>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <MuiLink
      component={Link}
      to={`/career-list/${encodeURIComponent(String(record.id))}`}
      aria-label={translate('app.career-list.details_of', { name: candidateName(record) })}
    >
      {translate('app.career-list.details')}
    </MuiLink>
  );
}

/** The list's error, with a retry. */
function ListError() {
  const { error, refetch } = useListContext();
  return <ErrorState error={error} onRetry={() => refetch()} />;
}

/** The rows (a card each on a phone), named after the candidate; the header's star filters. */
function CandidateRows() {
  return (
    <ResponsiveDataTable
      card={{
        title: (record) => <CandidateTitle record={record as CandidateListItem} />,
        leading: 'isFavourite',
        hide: ['name', 'surname'],
      }}
    >
      <DataTable.Col source="isFavourite" label={<FavouritesFilter />} disableSort sx={{ width: 56 }}>
        <FavouriteButton />
      </DataTable.Col>
      <DataTable.Col source="id" />
      <DataTable.Col source="name">
        <CandidateNameCell />
      </DataTable.Col>
      <DataTable.Col source="surname" />
      <DataTable.Col source="createdAt">
        <DateTimeField source="createdAt" />
      </DataTable.Col>
      <DataTable.Col source="actions" label="resources.career-list.fields.details" disableSort>
        <DetailsLink />
      </DataTable.Col>
    </ResponsiveDataTable>
  );
}

// Unread only, and "applied since" while the dashboard's link sets it: buttons over the list's filter, not inputs.
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <UnreadFilter key="unread" source="unread" alwaysOn />,
  <AppliedSinceFilter key="from" source="from" alwaysOn />,
];

/**
 * Candidates: ten a page, newest first; the header's star shows favourites only, a row's
 * star flips the candidate's flag; "ətraflı" opens the candidate. The list itself says when it fails
 * so react-admin's own error notification is left out.
 */
export default function CandidateList() {
  return (
    <List
      resource="career-list"
      sort={NEWEST_FIRST}
      perPage={CANDIDATE_PAGE_SIZE}
      filters={filters}
      exporter={false}
      actions={false}
      empty={false}
      error={<ListError />}
      queryOptions={{ onError: () => {} }}
      pagination={<Pagination rowsPerPageOptions={[]} />}
    >
      <CandidateRows />
    </List>
  );
}
