import { Box, Card, Chip, Typography } from '@mui/material';
import { HISTORY_ACTIONS, HISTORY_RESOURCES, type HistoryEntry } from '@qahve/config';
import { DateInput, List, Pagination, SelectInput, useListContext, useTranslate } from 'react-admin';
import { HistoryEntryCard, useResourceOfApiPath } from '../../common/HistoryEntry';

/**
 * The user filter, shown while set: administrators know each other by e-mail, not by id, so the
 * filter is set from an entry's e-mail (below) and shown as a chip with it. `userEmail` rides along in
 * the filter (and the URL) only to label the chip; the API is sent `userId` alone (api.ts).
 */
function UserFilter() {
  const { filterValues, setFilters } = useListContext<HistoryEntry>();
  const translate = useTranslate();
  if (filterValues.userId === undefined || filterValues.userId === null || filterValues.userId === '') return null;
  const user = String(filterValues.userEmail ?? `#${filterValues.userId}`);
  const { userId: _userId, userEmail: _userEmail, ...others } = filterValues;
  return (
    <Box sx={{ px: 2, pt: 1 }}>
      <Chip
        label={translate('app.activity.user_chip', { user })}
        onDelete={() => setFilters(others, {})}
        sx={{ maxWidth: '100%' }}
        data-testid="activity-user-filter"
      />
    </Box>
  );
}

/** The entries of the page, newest first, each with what it changed. */
function Entries() {
  const { data, isPending, error, filterValues, setFilters } = useListContext<HistoryEntry>();
  const translate = useTranslate();
  const resourceOf = useResourceOfApiPath();
  if (isPending) return null;
  if (error) return <Typography sx={{ p: 2 }} color="error">{translate('app.history.load_error')}</Typography>;
  if (!data || data.length === 0) return <Typography sx={{ p: 2 }}>{translate('app.history.empty')}</Typography>;
  const onUser = (entry: HistoryEntry) => setFilters({ ...filterValues, userId: entry.userId, userEmail: entry.userEmail ?? undefined }, {});
  return (
    <Box component="ol" sx={{ px: 2, m: 0 }} aria-label={translate('app.activity.title')}>
      {data.map((entry) => (
        <HistoryEntryCard
          key={entry.id}
          entry={entry}
          resource={resourceOf(entry.resource)}
          onUser={onUser}
          actions={
            <Typography variant="body2" color="text.secondary">
              {entry.resource}
              {entry.entityId !== null ? ` #${entry.entityId}` : ''}
            </Typography>
          }
        />
      ))}
    </Box>
  );
}

/**
 * The Activity page (/admin/history, also /admin/activity): the whole audit trail, paged on the
 * server, filtered by resource, action and date range, and by user from an entry's e-mail.
 */
export default function ActivityList() {
  const translate = useTranslate();
  const filters = [
    <SelectInput key="resource" source="resource" alwaysOn emptyText="app.activity.any" choices={HISTORY_RESOURCES.map((path) => ({ id: path, name: path }))} />,
    <SelectInput
      key="action"
      source="action"
      alwaysOn
      emptyText="app.activity.any"
      choices={HISTORY_ACTIONS.map((action) => ({ id: action, name: translate(`app.history.actions.${action}`) }))}
    />,
    <DateInput key="from" source="from" alwaysOn />,
    <DateInput key="to" source="to" alwaysOn />,
  ];
  return (
    <List title="app.activity.title" filters={filters} perPage={20} sort={{ field: 'time', order: 'DESC' }} pagination={<Pagination rowsPerPageOptions={[10, 20, 50]} />} exporter={false} actions={false} component={Card}>
      <UserFilter />
      <Entries />
    </List>
  );
}
