import BranchIcon from '@mui/icons-material/Place';
import { blankDictionaries } from '../../common/dictionaries';
import { defineResource } from '../../common/resource';
import { branchesApi } from './api';
import { branchesMessages } from './messages';

/** Branches: the list (also /admin/BranchesList), and /admin/branches/create (also /admin/BranchesCreate), then the list. */
export const branches = defineResource('branches', branchesApi, BranchIcon, {
  list: () => import('./BranchList'),
  create: {
    inputs: () => import('./BranchList').then((screens) => screens.BranchInputs),
    defaults: () => ({ branchDictionaries: blankDictionaries(['name']) }),
  },
  messages: branchesMessages,
  aliases: { BranchesCreate: '/branches/create', BranchesList: '/branches' },
  menuOrder: 50,
});
