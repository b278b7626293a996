import { ADMIN_CONTENT_MESSAGES as C, adminCategoryListQuerySchema, categoryCreateSchema, categoryUpdateSchema } from '@qahve/config';
import { contentController } from '../../../lib/content-controller';

/** The console's categories (SPEC §7): JSON bodies; the list is the tree, whole without paging parameters. */
export default contentController({
  service: 'api::category.category',
  list: 'adminTree',
  listSchema: adminCategoryListQuerySchema,
  wholeByDefault: true,
  createSchema: categoryCreateSchema,
  updateSchema: categoryUpdateSchema,
  created: C.categoryCreated,
  notFound: C.categoryNotFound,
});
