import { lazy } from 'react';
import BranchIcon from '@mui/icons-material/Place';
import type { ConsoleResource } from '../../common/resource';
import { branchesApi } from './api';

export const branches: ConsoleResource = {
  name: 'branches',
  api: branchesApi,
  list: lazy(() => import('./BranchList')),
  create: lazy(() => import('./BranchCreate')),
  icon: BranchIcon,
  aliases: { BranchesCreate: '/branches/create', BranchesList: '/branches' },
};
