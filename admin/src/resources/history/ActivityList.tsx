import { Box, Card, Typography } from '@mui/material';
import { HISTORY_ACTIONS, HISTORY_RESOURCES, type HistoryEntry } from '@qahve/config';
import { DateInput, List, NumberInput, Pagination, SelectInput, useListContext, useTranslate } from 'react-admin';
import { HistoryEntryCard } from '../../common/HistoryEntry';

/** The entries of the page, newest first, each with what it changed. */
function Entries() {
  const { data, isPending } = useListContext<HistoryEntry>();
  const translate = useTranslate();
  if (isPending) return null;
  if (!data || data.length === 0) return <Typography sx={{ p: 2 }}>{translate('app.history.empty')}</Typography>;
  return (
    <Box component="ol" sx={{ px: 2, m: 0 }} aria-label={translate('app.activity.title')}>
      {data.map((entry) => (
        <HistoryEntryCard
          key={entry.id}
          entry={entry}
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
 * server, filtered by user, resource, action and date range.
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
    <NumberInput key="userId" source="userId" alwaysOn min={1} />,
    <DateInput key="from" source="from" alwaysOn />,
    <DateInput key="to" source="to" alwaysOn />,
  ];
  return (
    <List title="app.activity.title" filters={filters} perPage={20} sort={{ field: 'time', order: 'DESC' }} pagination={<Pagination rowsPerPageOptions={[10, 20, 50]} />} exporter={false} actions={false} component={Card}>
      <Entries />
    </List>
  );
}
