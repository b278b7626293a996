import { lazy } from 'react';
import CandidateIcon from '@mui/icons-material/Badge';
import type { ConsoleResource } from '../../common/resource';
import { candidatesApi } from './api';

export const candidates: ConsoleResource = {
  name: 'career-list',
  api: candidatesApi,
  list: lazy(() => import('./CandidateList')),
  // SPEC §2's `career-list/{id}` is the route react-admin gives an edit view; the screen only shows.
  edit: lazy(() => import('./CandidateShow')),
  icon: CandidateIcon,
};
