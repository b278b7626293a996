import { ADMIN_CONTENT_MESSAGES as C, adminProductListQuerySchema, productCreateSchema, productUpdateSchema } from '@qahve/config';
import { contentController } from '../../../lib/content-controller';
import { singleFile } from '../../../lib/multipart';

const imageFiles = (form: Record<string, unknown>) => ({
  primaryImageFile: singleFile(form, 'primaryImageFile', 'primaryImageFile'),
  secondaryImageFile: singleFile(form, 'secondaryImageFile', 'secondaryImageFile'),
});

/** The console's products (SPEC §7): multipart forms with the spec's field names. */
export default contentController({
  service: 'api::product.product',
  listSchema: adminProductListQuerySchema,
  createSchema: productCreateSchema,
  updateSchema: productUpdateSchema,
  createFiles: imageFiles,
  updateFiles: imageFiles,
  created: C.productCreated,
  notFound: C.productNotFound,
});
