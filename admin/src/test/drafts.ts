import type { DraftInfo, Product } from '@qahve/config';
import { product } from './dataProvider';

/** A draft saved by an editor, as list items and the draft calls carry it. */
export const DRAFT: DraftInfo = { updatedAt: '2026-11-20T10:15:00.000Z', by: 'editor@qahve.local', isNew: false, files: [] };

/** A product as the console's list answers it, `draft` included (none unless given). */
export const draftProduct = (id: number, name: string, extra: Partial<Product> & { draft?: DraftInfo | null } = {}) => ({
  ...product(id, 1, name),
  draft: null,
  ...extra,
});

/** Americano's (#2) draft as `GET Products/2/draft` answers it: the update body's fields, as the form names them. */
export const AMERICANO_DRAFT = {
  id: 2,
  draft: DRAFT,
  input: {
    sizeAndPrice: 'L / 7',
    categoryId: 1,
    order: 2,
    isMenuItem: false,
    productDictionaries: [
      { languageId: 1, name: 'Americano XL', description: null },
      { languageId: 2, name: 'Americano XL', description: null },
      { languageId: 3, name: 'Американо XL', description: null },
    ],
  },
};
