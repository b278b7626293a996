import { Box, Card, Link, Typography } from '@mui/material';
import { HISTORY_ACTIONS, HISTORY_RESOURCES, IDENTITY_RESOURCE, type HistoryAuthor, type HistoryEntry } from '@qahve/config';
import { useEffect, useState } from 'react';
import { DateInput, List, Pagination, SelectInput, useGetResourceLabel, useListContext, useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { request } from '../../api/http';
import { displayText } from '../../common/dictionaries';
import { HistoryEntryCard, useResourceOfApiPath } from '../../common/HistoryEntry';
import { choiceFilter } from '../../common/choiceFilter';
import { useListPage } from '../../common/useListPage';

/** Everyone who wrote an entry (GET admin/History/Users), by e-mail: the user filter's choices. */
function useAuthors() {
  const [authors, setAuthors] = useState<HistoryAuthor[]>([]);
  useEffect(() => {
    let live = true;
    request<{ items: HistoryAuthor[] }>('History/Users').then(
      ({ json }) => live && setAuthors(json.items),
      // Without the list the filter offers nobody; an entry's e-mail still filters to its author.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return authors;
}

/** An entry's resource in the console's language: the console's name of it, or "Account" for sign-ins. */
function useResourceName() {
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  const resourceOf = useResourceOfApiPath();
  return (path: string, count: 1 | 2) => {
    const resource = resourceOf(path);
    if (resource) return getResourceLabel(resource, count);
    return path === IDENTITY_RESOURCE ? translate('app.activity.identity') : path;
  };
}

/**
 * What an entry is about: the resource and the record's name in the console's language (else another
 * language's, else its id), a link to the record's screen in the console (its edit dialog or page) while
 * it can still be there (not after an erasure).
 */
function EntrySubject({ entry }: { entry: HistoryEntry }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const resourceOf = useResourceOfApiPath();
  const resourceName = useResourceName();
  const resource = resourceOf(entry.resource);
  const name = resourceName(entry.resource, 1);
  if (entry.entityId === null)
    return (
      <Typography variant="body2" color="text.secondary">
        {name}
      </Typography>
    );
  const recordName = displayText(entry.entityNames, locale);
  const text = recordName
    ? translate('app.activity.subject_named', { resource: name, name: recordName })
    : translate('app.activity.subject', { resource: name, id: entry.entityId });
  if (!resource || entry.action === 'erase')
    return (
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
    );
  return (
    <Link
      component={RouterLink}
      to={`/${resource}/${entry.entityId}`}
      variant="body2"
      aria-label={translate('app.activity.open', { item: text })}
      sx={{ overflowWrap: 'anywhere' }}
    >
      {text}
    </Link>
  );
}

/** The entries of the page, newest first, each with what it changed. */
function Entries() {
  const { rows, placeholder, ready, filterValues, setFilters } = useListPage<HistoryEntry>({
    errorKey: 'app.history.load_error',
    emptyKey: 'app.history.empty',
  });
  const translate = useTranslate();
  const resourceOf = useResourceOfApiPath();
  if (!ready) return placeholder;
  const onUser = (entry: HistoryEntry) => setFilters({ ...filterValues, userId: entry.userId }, {});
  return (
    <Box component="ol" sx={{ px: 2, m: 0 }} aria-label={translate('app.activity.title')}>
      {rows.map((entry) => (
        <HistoryEntryCard
          key={entry.id}
          entry={entry}
          resource={resourceOf(entry.resource)}
          onUser={onUser}
          actions={<EntrySubject entry={entry} />}
        />
      ))}
    </Box>
  );
}

/**
 * The user filter: everyone who wrote an entry. The chosen user is among the choices even before that
 * list arrives, or when it cannot (a failed request, a user whose entries retention removed), named by
 * the e-mail of their entries on the page, else by their id: the control never shows empty while the
 * list is filtered to someone (a reload with `userId` in the address).
 */
function UserFilter({ authors }: { source: string; alwaysOn: boolean; authors: HistoryAuthor[] }) {
  const { filterValues, data } = useListContext<HistoryEntry>();
  const chosen: unknown = filterValues.userId;
  const choices = authors.map((author) => ({ id: author.id as number | string, name: author.email ?? `#${author.id}` }));
  if (typeof chosen === 'number' || (typeof chosen === 'string' && chosen !== '')) {
    if (!choices.some((choice) => String(choice.id) === String(chosen))) {
      const email = data?.find((entry) => String(entry.userId) === String(chosen))?.userEmail;
      choices.push({ id: chosen, name: email ?? `#${chosen}` });
    }
  }
  return <SelectInput source="userId" emptyText="app.activity.any" choices={choices} />;
}

/**
 * The Activity page (/admin/history, also /admin/activity): the whole audit trail, paged on the
 * server, filtered by user (everyone who wrote an entry, or from an entry's e-mail), resource, action
 * and date range.
 */
export default function ActivityList() {
  const translate = useTranslate();
  const resourceName = useResourceName();
  const authors = useAuthors();
  const filters = [
    <UserFilter key="userId" source="userId" alwaysOn authors={authors} />,
    choiceFilter(
      'resource',
      'app.activity.any',
      HISTORY_RESOURCES.map((path) => ({ id: path, name: resourceName(path, 2) })),
    ),
    choiceFilter(
      'action',
      'app.activity.any',
      HISTORY_ACTIONS.map((action) => ({ id: action, name: translate(`app.history.actions.${action}`) })),
    ),
    <DateInput key="from" source="from" alwaysOn />,
    <DateInput key="to" source="to" alwaysOn />,
  ];
  return (
    <List
      title="app.activity.title"
      filters={filters}
      perPage={20}
      sort={{ field: 'time', order: 'DESC' }}
      pagination={<Pagination rowsPerPageOptions={[10, 20, 50]} />}
      exporter={false}
      actions={false}
      component={Card}
    >
      <Entries />
    </List>
  );
}
