import { vi } from 'vitest';
import type { GetListParams, RaRecord } from 'react-admin';
import type { Category, Product } from '@qahve/config';
import type { QahveDataProvider } from '../api/dataProvider';
import { flattenTree } from '../common/categoryTree';

/**
 * A test data provider over in-memory records: lists are paged and sorted like the API, categories
 * come as the flattened tree, delete and revert flip `isDeleted`. Every call is a vi.fn to inspect.
 */
export const dict = (en: string, az: string, ru: string) => [
  { languageId: 1 as const, name: en },
  { languageId: 2 as const, name: az },
  { languageId: 3 as const, name: ru },
];

export const CATEGORY_TREE: Category[] = [
  {
    id: 1,
    parentCategoryId: null,
    isDeleted: false,
    categoryDictionaries: dict('Coffee', 'Qəhvə', 'Кофе'),
    subCategories: [
      {
        id: 2,
        parentCategoryId: 1,
        isDeleted: false,
        categoryDictionaries: dict('Espresso', 'Espresso içkiləri', 'Эспрессо'),
        subCategories: [
          { id: 3, parentCategoryId: 2, isDeleted: false, categoryDictionaries: dict('Latte', 'Latte', 'Латте'), subCategories: [] },
        ],
      },
    ],
  },
  { id: 5, parentCategoryId: null, isDeleted: false, categoryDictionaries: dict('Desserts', 'Desertlər', 'Десерты'), subCategories: [] },
  {
    id: 4,
    parentCategoryId: null,
    isDeleted: true,
    categoryDictionaries: [
      { languageId: 1, name: 'Tea' },
      { languageId: 2, name: '' },
      { languageId: 3, name: 'Чай' },
    ],
    subCategories: [],
  },
];

/** A product as the console's list answers it. */
export const product = (id: number, categoryId: number, name: string, extra: Partial<Product> = {}): Product => ({
  id,
  categoryId,
  order: id,
  isMenuItem: false,
  isDeleted: false,
  sizeAndPrice: 'M / 5',
  primaryImageUrl: null,
  secondaryImageUrl: null,
  woltLink: null,
  productDictionaries: dict(name, name, name).map((d) => ({ ...d, description: null, imageAlt: null })),
  ...extra,
});

export function testDataProvider() {
  const rows = flattenTree(CATEGORY_TREE);
  const products: Product[] = [product(1, 3, 'Latte'), product(2, 1, 'Americano'), product(3, 2, 'Cortado', { isDeleted: true })];
  const categoryName = (p: Product) => rows.find((r) => r.id === p.categoryId)?.categoryDictionaries[1].name ?? '';

  const records = (resource: string): RaRecord[] => {
    if (resource === 'categories') return rows;
    if (resource === 'products') return products;
    return [];
  };

  const provider = {
    getList: vi.fn(async (resource: string, params: GetListParams) => {
      let data = [...records(resource)];
      if (resource === 'products' && params.sort?.field === 'categoryName') {
        data.sort(
          (a, b) => categoryName(a as Product).localeCompare(categoryName(b as Product)) * (params.sort!.order === 'DESC' ? -1 : 1),
        );
      }
      if (resource === 'categories' && params.meta?.whole) return { data, total: 2 };
      const { page = 1, perPage = 10 } = params.pagination ?? {};
      const total = resource === 'categories' ? CATEGORY_TREE.length : data.length;
      if (resource !== 'categories') data = data.slice((page - 1) * perPage, page * perPage);
      return { data, total };
    }),
    getOne: vi.fn(async (resource: string, { id }: { id: unknown }) => ({
      data: records(resource).find((r) => String(r.id) === String(id))!,
    })),
    getMany: vi.fn(async (resource: string, { ids }: { ids: unknown[] }) => ({
      data: records(resource).filter((r) => ids.map(String).includes(String(r.id))),
    })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
    create: vi.fn(async (_resource: string, { data }: { data: RaRecord }) => ({ data: { ...data, id: 99 } })),
    update: vi.fn(async (_resource: string, { id, data }: { id: unknown; data: RaRecord }) => ({ data: { ...data, id } })),
    updateMany: vi.fn(async () => ({ data: [] })),
    delete: vi.fn(async (resource: string, { id }: { id: unknown }) => {
      const record = records(resource).find((r) => String(r.id) === String(id))!;
      record.isDeleted = true;
      return { data: record };
    }),
    deleteMany: vi.fn(async () => ({ data: [] })),
    revert: vi.fn(async (resource: string, id: unknown) => {
      const record = records(resource).find((r) => String(r.id) === String(id))!;
      record.isDeleted = false;
      return { data: record };
    }),
  };
  return provider as typeof provider & QahveDataProvider;
}

/**
 * The test data provider whose list of `resource` answers `items`, keeping those that equal each
 * filter given among `filters` (as the server filters them); `total` may claim more than there are.
 */
export function answeringList<T extends object>(resource: string, items: T[], filters: Array<keyof T & string>, total?: number) {
  const provider = testDataProvider();
  const getList = provider.getList;
  provider.getList = vi.fn(async (asked: string, params: GetListParams) => {
    if (asked !== resource) return getList(asked, params);
    const data = items.filter((item) => filters.every((name) => !params.filter?.[name] || item[name] === params.filter[name]));
    return { data, total: total ?? data.length };
  }) as unknown as typeof getList;
  return provider;
}
