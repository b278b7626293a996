import { ADMIN_CONTENT_MESSAGES as C, adminBranchListQuerySchema, branchCreateSchema, branchUpdateSchema } from '@qahve/config';
import { contentController } from '../../../lib/content-controller';
import { asFileList } from '../../../lib/multipart';

/** Every file of `Images.Image` (also sent as `Images[0].Image`). */
function newImagesOf(form: Record<string, unknown>) {
  const images = form.images;
  const entries = Array.isArray(images) ? images : [images];
  return entries.flatMap((entry) => (entry && typeof entry === 'object' && 'image' in entry ? asFileList(entry.image) : []));
}

/**
 * The console's branches (SPEC §7). Create: `ImageFiles` (one or more), `BranchDictionaries[i].Name`
 * and `.LanguageId`. Edit: `Images.Image` adds photos, `RemoveImageIds` (repeated, indexed or
 * comma-separated ids of `branchImages`) takes photos away, `BranchDictionaries[i].Id/Name/LanguageId`.
 */
export default contentController({
  service: 'api::branch.branch',
  listSchema: adminBranchListQuerySchema,
  wholeByDefault: true,
  createSchema: branchCreateSchema,
  updateSchema: branchUpdateSchema,
  createFiles: (form) => ({ imageFiles: asFileList(form.imageFiles) }),
  updateFiles: (form) => ({ newImages: newImagesOf(form) }),
  created: C.branchCreated,
  notFound: C.branchNotFound,
});
