import BranchIcon from '@mui/icons-material/Place';
import { defineResource } from '../../common/resource';
import { branchesApi } from './api';

export const branches = defineResource('branches', branchesApi, BranchIcon, {
  list: () => import('./BranchList'),
  create: () => import('./BranchCreate'),
  aliases: { BranchesCreate: '/branches/create', BranchesList: '/branches' },
});
