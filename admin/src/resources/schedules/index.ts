import ScheduleIcon from '@mui/icons-material/EventNote';
import { defineResource } from '../../common/resource';
import { schedulesApi } from './api';
import { schedulesMessages } from './messages';

/**
 * Scheduled publishing: items shown on the site or hidden from it at a Baku date and time, alone or
 * as a named release. The list (reschedule and cancel while pending), and /admin/schedules/create.
 */
export const schedules = defineResource('schedules', schedulesApi, ScheduleIcon, {
  list: () => import('./ScheduleList'),
  create: {
    inputs: () => import('./ScheduleInputs').then((form) => form.ScheduleInputs),
    defaults: () => ({ name: '', at: null, items: [{ resource: 'Products', action: 'publish' }] }),
  },
  messages: schedulesMessages,
  menuOrder: 65,
});
