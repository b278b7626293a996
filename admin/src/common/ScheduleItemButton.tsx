import EventIcon from '@mui/icons-material/Event';
import { SCHEDULABLE_RESOURCES, type ScheduleAction, type SchedulableResource } from '@qahve/config';
import { Button, useRecordContext, useResourceContext, useResourceDefinitions } from 'react-admin';
import { Link } from 'react-router-dom';

/** The console's route of the schedules (resources/schedules). */
const SCHEDULES = 'schedules';

/** The schedules' create screen with its first item filled in: react-admin reads a create form's values from `?source=`. */
export function scheduleItemPath(resource: SchedulableResource, id: number | string, action: ScheduleAction) {
  const source = { items: [{ resource, id: Number(id), action }] };
  return `/${SCHEDULES}/create?source=${encodeURIComponent(JSON.stringify(source))}`;
}

/**
 * "Schedule…" in an edit dialog of content the site shows: the schedules' create screen with this
 * record, to be hidden at a time while it is shown, or shown again once it is hidden (deleted).
 */
export function ScheduleItemButton() {
  const record = useRecordContext();
  const resource = useResourceContext();
  const definitions = useResourceDefinitions();
  const apiPath = resource ? (definitions[resource]?.options as { apiPath?: string } | undefined)?.apiPath : undefined;
  if (!record || !definitions[SCHEDULES]?.hasCreate || !apiPath || !(SCHEDULABLE_RESOURCES as readonly string[]).includes(apiPath))
    return null;
  const action: ScheduleAction = record.isDeleted ? 'publish' : 'unpublish';
  return (
    <Button
      component={Link}
      to={scheduleItemPath(apiPath as SchedulableResource, record.id, action)}
      label="app.common.schedule"
      sx={{ ml: 'auto' }}
    >
      <EventIcon />
    </Button>
  );
}
