import { ADMIN_CONTENT_MESSAGES as C, adminHomeProductListQuerySchema, homeProductCreateSchema, homeProductUpdateSchema } from '@qahve/config';
import { contentController } from '../../../lib/content-controller';
import { singleFile } from '../../../lib/multipart';

const imageFile = (form: Record<string, unknown>) => ({ imageFile: singleFile(form, 'imageFile', 'imageFile') });

/** The console's home products (SPEC §7): multipart forms with the spec's field names. */
export default contentController({
  service: 'api::home-product.home-product',
  listSchema: adminHomeProductListQuerySchema,
  createSchema: homeProductCreateSchema,
  updateSchema: homeProductUpdateSchema,
  createFiles: imageFile,
  updateFiles: imageFile,
  created: C.homeProductCreated,
  notFound: C.homeProductNotFound,
});
