/**
 * Messages of the back office's content calls (products, categories, home products, slides and
 * branches) that the earlier system did not word. Each resource's forms and list parameters are in its
 * descriptor (config/src/resources), the edit forms' fields in ./edit-fields.
 */
export const ADMIN_CONTENT_MESSAGES = {
  idInvalid: 'id must be a positive integer',
  textInvalid: 'Must be text',
  categoryUnknown: 'Category does not exist',
  parentCategoryUnknown: 'Parent category does not exist',
  categoryCycle: 'A category cannot be its own parent or ancestor',
  oneImageOnly: 'Only one image may be sent in this field',
  branchImageUnknown: 'This branch has no image with this id',
  imageIdsInvalid: 'Image ids must be positive integers',
} as const;

/** The answer of a soft delete or a revert. */
export interface SoftDeleted {
  id: number;
  isDeleted: boolean;
}
