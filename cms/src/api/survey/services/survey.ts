import { factories } from '@strapi/strapi';
import { exportCsv } from './answers/csv-export';
import { findForAdmin, listForAdmin, setDeleted } from './answers/listing';
import { UID } from './answers/rows';
import { statistics, statisticsPlan } from './answers/statistics';
import { submit } from './answers/submitting';

/** Survey answers: each job in its own module (answers/), composed into the one service. */
export default factories.createCoreService(UID, () => ({
  submit,
  listForAdmin,
  findForAdmin,
  setDeleted,
  exportCsv,
  statistics,
  statisticsPlan,
}));
