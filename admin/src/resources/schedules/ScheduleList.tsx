import {
  Alert,
  Box,
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  Stack,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import UpdateIcon from '@mui/icons-material/Update';
import {
  Button,
  DataTable,
  List,
  maxLength,
  required,
  TextInput,
  useDataProvider,
  useGetResourceLabel,
  useListContext,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import {
  ADMIN_PAGE_SIZE,
  BUSINESS_TIME_ZONE,
  SCHEDULE_MESSAGES,
  SCHEDULE_NAME_MAX,
  SCHEDULE_STATES,
  type Schedule,
  type ScheduleItem,
} from '@qahve/config';
import { AppForm, FormToolbar } from '../../common/AppForm';
import { ConfirmButton } from '../../common/ConfirmButton';
import { DateTimeField } from '../../common/DateTimeField';
import { ModalEdit, ModalTitle, useModalRecord } from '../../common/EditModal';
import { StateChip } from '../../common/StateChip';
import { formatDateTime } from '../../common/dates';
import { EditLinkButton } from '../../common/EditLinkButton';
import { useEditOutcome } from '../../common/formOutcomes';
import { useResourceOfApiPath } from '../../common/HistoryEntry';
import { ListActions } from '../../common/ListActions';
import { ResponsiveDataTable } from '../../common/ResponsiveDataTable';
import { useNotifyFailure } from '../../common/useNotifyFailure';
import { ZonedDateTimeInput } from '../../common/ZonedDateTimeInput';
import { choiceFilter } from '../../common/choiceFilter';
import { isPending, itemName, STATE_CHIPS } from './api';
import { inFuture } from './rules';

/** How many of a schedule's items its row names; the rest are counted. */
const SHOWN_ITEMS = 3;

/** An item in the language: "Publish: Product · Latte" (its id once the record is gone). */
function useItemText() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const getResourceLabel = useGetResourceLabel();
  const consoleName = useResourceOfApiPath();
  return (item: ScheduleItem) =>
    translate('app.schedules.item', {
      action: translate(`app.schedules.action.${item.action}`),
      resource: getResourceLabel(consoleName(item.resource) ?? item.resource, 1),
      name: itemName(item, locale) ?? translate('app.schedules.item_gone', { id: item.id }),
    });
}

/** A schedule in confirmations and button names: its name, else its one item's name, else its number. */
function useScheduleTitle() {
  const [locale] = useLocaleState();
  return (record: RaRecord) => {
    const schedule = record as Schedule;
    if (schedule.name) return schedule.name;
    const only = schedule.items?.length === 1 ? itemName(schedule.items[0], locale) : undefined;
    return only ?? `#${schedule.id}`;
  };
}

/** The name cell: the schedule's name (a release's) or its one item's, and what it does to each item. */
function ScheduleName() {
  const record = useRecordContext<Schedule>();
  const title = useScheduleTitle();
  const itemText = useItemText();
  const translate = useTranslate();
  if (!record) return null;
  const items = record.items ?? [];
  const shown = items.slice(0, SHOWN_ITEMS);
  return (
    <Box sx={{ minWidth: 160, maxWidth: 420 }}>
      <Box component="span" sx={{ fontWeight: record.name ? 600 : undefined }}>
        {title(record)}
      </Box>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', color: 'text.secondary', typography: 'body2' }}>
        {shown.map((item) => (
          <li key={`${item.resource}/${item.id}`}>{itemText(item)}</li>
        ))}
        {items.length > shown.length ? (
          <li>{translate('app.schedules.more_items', { smart_count: items.length - shown.length })}</li>
        ) : null}
      </Box>
    </Box>
  );
}

/** The state as a chip in the language; once carried out (or tried), when, and a failure's reason. */
function ScheduleState() {
  const record = useRecordContext<Schedule>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record) return null;
  const fired = record.firedAt ? formatDateTime(record.firedAt, locale, BUSINESS_TIME_ZONE) : null;
  return (
    <Stack spacing={0.5} alignItems="flex-start">
      <StateChip
        look={STATE_CHIPS[record.state]}
        label={translate(`app.schedules.state.${record.state}`)}
        pending={record.state === 'pending'}
        data={{ 'data-state': record.state }}
      />
      {fired && (record.state === 'done' || record.state === 'failed') ? (
        <Typography variant="body2" color="text.secondary" component="span">
          {translate(record.state === 'done' ? 'app.schedules.fired_at' : 'app.schedules.failed_at', { time: fired })}
        </Typography>
      ) : null}
      {record.state === 'failed' && record.error ? (
        <Typography variant="body2" color="error" component="span" sx={{ overflowWrap: 'anywhere', maxWidth: 320 }}>
          {record.error}
        </Typography>
      ) : null}
    </Stack>
  );
}

/** Cancel, after a confirmation: `DELETE Schedules/{id}`, then the list again. */
function CancelScheduleButton() {
  const record = useRecordContext<Schedule>();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const title = useScheduleTitle();
  if (!record) return null;
  return (
    <ConfirmButton
      label="app.schedules.cancel"
      subject={title(record)}
      icon={<EventBusyIcon />}
      color="error"
      dialog={{
        title: 'app.schedules.cancel_title',
        content: 'app.schedules.cancel_content',
        translateOptions: { title: title(record) },
        confirmColor: 'warning',
        cancel: 'app.schedules.keep',
      }}
      action={async () => {
        await dataProvider.delete('schedules', { id: record.id, previousData: record });
        notify('app.schedules.cancelled_done', { type: 'success' });
        refresh();
      }}
      // Even when it failed: it may have run or been cancelled meanwhile.
      onFailure={async (error) => {
        await notifyFailure(error, 'app.schedules.cancel_error');
        refresh();
      }}
    />
  );
}

/** Reschedule and Cancel while pending; otherwise its details (when it ran, what failed). */
function ScheduleActions() {
  const record = useRecordContext<Schedule>();
  const title = useScheduleTitle();
  if (!record) return null;
  if (!isPending(record)) return <EditLinkButton title={title} label="app.schedules.details" icon={<InfoOutlinedIcon />} />;
  return (
    <Stack direction="row" spacing={0.5} alignItems="center" flexWrap="wrap" useFlexGap>
      <EditLinkButton title={title} label="app.schedules.reschedule" icon={<UpdateIcon />} />
      <CancelScheduleButton />
    </Stack>
  );
}

/** A failed load, with a retry; react-admin's own notification is left out. */
function ListError() {
  const { refetch } = useListContext();
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Alert
        severity="error"
        action={
          <Button label="app.schedules.retry" onClick={() => refetch()}>
            <RefreshIcon />
          </Button>
        }
      >
        {translate('app.schedules.load_error')}
      </Alert>
    </Box>
  );
}

/** A schedule's facts in its dialog: state, when it ran, its error, every item. */
function ScheduleSummary() {
  const record = useRecordContext<Schedule>();
  const translate = useTranslate();
  const itemText = useItemText();
  if (!record) return null;
  return (
    <Stack component="section" spacing={1} sx={{ px: 2, pt: 2 }} aria-label={translate('resources.schedules.fields.items')}>
      <ScheduleState />
      <Typography variant="body2">
        {translate('resources.schedules.fields.at')}: <DateTimeField source="at" timeZone={BUSINESS_TIME_ZONE} />
      </Typography>
      {record.createdBy ? (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.schedules.fields.createdBy')}: {record.createdBy}
        </Typography>
      ) : null}
      <Box component="ul" sx={{ m: 0, pl: 2.5, typography: 'body2' }}>
        {(record.items ?? []).map((item) => (
          <li key={`${item.resource}/${item.id}`}>{itemText(item)}</li>
        ))}
      </Box>
      {!isPending(record) ? (
        <Typography variant="body2" color="text.secondary">
          {translate('app.schedules.not_editable')}
        </Typography>
      ) : null}
    </Stack>
  );
}

/** The dialog's body: the facts, and for a pending schedule the form of its time and name. */
function ScheduleDialogBody({ close }: { close: () => void }) {
  const record = useRecordContext<Schedule>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <>
      <ScheduleSummary />
      {isPending(record) ? (
        <AppForm
          toolbar={
            <FormToolbar>
              <MuiButton onClick={close} sx={{ ml: 1 }}>
                {translate('ra.action.cancel')}
              </MuiButton>
            </FormToolbar>
          }
        >
          <ZonedDateTimeInput source="at" validate={[required(SCHEDULE_MESSAGES.atRequired), inFuture]} />
          <TextInput
            source="name"
            helperText="app.schedules.rename_help"
            validate={maxLength(SCHEDULE_NAME_MAX, SCHEDULE_MESSAGES.nameTooLong)}
          />
        </AppForm>
      ) : (
        <DialogActions>
          <MuiButton onClick={close}>{translate('ra.action.close')}</MuiButton>
        </DialogActions>
      )}
    </>
  );
}

/**
 * A schedule's dialog on /schedules/:id (the list stays under it): its items and state, and while it
 * is pending its new time and name (`PUT Schedules/{id}`; the server answers 409 once it is not).
 */
function ScheduleDialog() {
  const { id, close } = useModalRecord('/schedules');
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const outcome = useEditOutcome({ errorKey: 'app.schedules.update_error', onSaved: close });
  const titleId = 'schedule-dialog-title';
  return (
    <Dialog open={id !== undefined} onClose={close} fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby={titleId}>
      {id !== undefined ? (
        <>
          <ModalTitle id={titleId} onClose={close}>
            {translate('resources.schedules.page.edit', { id })}
          </ModalTitle>
          <DialogContent sx={{ p: 0 }}>
            <ModalEdit id={id} resource="schedules" outcome={outcome}>
              <ScheduleDialogBody close={close} />
            </ModalEdit>
          </DialogContent>
        </>
      ) : null}
    </Dialog>
  );
}

function useFilters() {
  const translate = useTranslate();
  return [
    choiceFilter(
      'state',
      'app.schedules.any',
      SCHEDULE_STATES.map((state) => ({ id: state, name: translate(`app.schedules.state.${state}`) })),
    ),
  ];
}

/**
 * Scheduled publishing: every schedule, pending ones soonest first and the others newest first (the
 * server's order), filtered by state; its due time in Baku time whatever the browser's zone.
 */
export default function ScheduleList() {
  const filters = useFilters();
  const translate = useTranslate();
  return (
    <List
      resource="schedules"
      perPage={ADMIN_PAGE_SIZE}
      filters={filters}
      exporter={false}
      actions={<ListActions />}
      empty={false}
      error={<ListError />}
      queryOptions={{ onError: () => {} }}
    >
      <ResponsiveDataTable card={{ title: 'name' }}>
        <DataTable.Col source="name" disableSort>
          <ScheduleName />
        </DataTable.Col>
        <DataTable.Col source="at" disableSort>
          <DateTimeField source="at" timeZone={BUSINESS_TIME_ZONE} />
        </DataTable.Col>
        <DataTable.Col source="state" disableSort>
          <ScheduleState />
        </DataTable.Col>
        <DataTable.Col
          source="itemCount"
          disableSort
          render={(record: Schedule) => translate('app.schedules.item_count', { smart_count: record.items?.length ?? 0 })}
        />
        <DataTable.Col source="createdBy" disableSort render={(record: Schedule) => record.createdBy ?? '—'} />
        <DataTable.Col source="actions" label="app.common.actions" disableSort>
          <ScheduleActions />
        </DataTable.Col>
      </ResponsiveDataTable>
      <ScheduleDialog />
    </List>
  );
}
