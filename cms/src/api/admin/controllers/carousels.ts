import { ADMIN_CONTENT_MESSAGES as C, adminCarouselListQuerySchema, carouselCreateSchema, carouselUpdateSchema } from '@qahve/config';
import { contentController } from '../../../lib/content-controller';
import { singleFile } from '../../../lib/multipart';

const imageFile = (form: Record<string, unknown>) => ({ imageFile: singleFile(form, 'imageFile', 'imageFile') });

/** The console's slides (SPEC §7): multipart forms with the spec's field names; the list is whole without paging parameters. */
export default contentController({
  service: 'api::carousel.carousel',
  listSchema: adminCarouselListQuerySchema,
  wholeByDefault: true,
  createSchema: carouselCreateSchema,
  updateSchema: carouselUpdateSchema,
  createFiles: imageFile,
  updateFiles: imageFile,
  created: C.carouselCreated,
  notFound: C.carouselNotFound,
});
