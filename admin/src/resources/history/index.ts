import HistoryIcon from '@mui/icons-material/History';
import { defineResource } from '../../common/resource';
import { historyApi } from './api';
import { historyMessages } from './messages';

/** The Activity page: every recorded write and sign-in, filtered by user, resource, action and date (docs/history.md). */
export const history = defineResource('history', historyApi, HistoryIcon, {
  list: () => import('./ActivityList'),
  menuOrder: 100,
  messages: historyMessages,
  aliases: { activity: '/history' },
});
