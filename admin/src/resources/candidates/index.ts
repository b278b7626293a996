import CandidateIcon from '@mui/icons-material/Badge';
import { defineResource } from '../../common/resource';
import { candidatesApi } from './api';
import { candidatesMessages } from './messages';

// The old console's `career-list/{id}` is the route react-admin gives an edit view; the screen only shows.
export const candidates = defineResource('career-list', candidatesApi, CandidateIcon, {
  list: () => import('./CandidateList'),
  edit: () => import('./CandidateShow'),
  messages: candidatesMessages,
  menuOrder: 90,
});
