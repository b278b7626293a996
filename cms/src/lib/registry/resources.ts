import type { UID } from '@strapi/strapi';
import {
  adminListQuerySchema,
  branchCreateSchema,
  branchUpdateSchema,
  carouselCreateSchema,
  carouselUpdateSchema,
  categoryCreateSchema,
  categoryUpdateSchema,
  homeProductCreateSchema,
  homeProductUpdateSchema,
  listQuerySchema,
  productCreateSchema,
  productListQuerySchema,
  productUpdateSchema,
  RESOURCE_DESCRIPTORS as DESCRIBED,
  reviewListQuerySchema,
  type ResourceDescriptor,
  type z,
} from '@qahve/config';
import { imageForm, textForm, type BodySpec } from '../http/body/limits';
import type { ContentOptions, ListCall } from './content-controller';
import { asFileList, filesOfEach, singleFiles } from '../http/multipart';

/**
 * One descriptor per resource of the API: config/src/resources' (its path, whether the public shows
 * it, shared with the console) and what the routes, their controllers (lib/registry/resource-controllers.ts),
 * the public cache's invalidation and the start's indexes read about it here, so that a resource is
 * named once (tests/resources.test.ts checks that they agree with config's descriptors, the content
 * types and the route and controller files).
 */

/** An index: its table, its columns in order, and a name where a query names it. */
export type IndexSpec = [table: string, columns: string[], name?: string];

/** A public list answered by code of its own (api/client/controllers/<controller name>.ts), with the query schema it reads. */
export interface WrittenList {
  written: true;
  schema: z.ZodObject;
}

/** A resource as config/src/resources describes it, with what the CMS adds: its storage, routes and indexes. */
export interface Resource extends ResourceDescriptor {
  /** Its content type's uid, which its service goes by too. */
  uid: UID.ContentType & UID.Service;
  /** The table of its rows (content-types' collectionName). */
  table: string;
  /**
   * Its public list, cached (api/client/routes/client.ts, lib/public-cache/keys.ts): the list call the
   * registry answers it with, or a WrittenList where api/client/controllers/<controller name>.ts answers
   * it with code of its own; none when the public does not read it.
   */
  client?: ListCall | WrittenList;
  /**
   * Its console calls (api/admin/routes/content.ts), with the form its create and edit take; none for
   * the moderated resources, whose calls api/admin/routes/moderation.ts lists.
   */
  content?: ContentOptions & { form: BodySpec };
  /** Indexes for the filters and orders the API runs on its table (and its link tables). */
  indexes: IndexSpec[];
  /**
   * The fields that name one of its records, joined by a space (the Activity page's link, lib/history/names.ts):
   * each language's own where they are kept per language. None where a record has no name (a survey).
   */
  label?: readonly string[];
}

/** The covering indexes the survey statistics read on SQLite, in group order and by date (api/survey/services/answers/statistics.ts). */
export const STATISTICS_INDEX = 'qahve_surveys_statistics_idx';
export const STATISTICS_RANGE_INDEX = 'qahve_surveys_statistics_range_idx';

export const isWritten = (client: ListCall | WrittenList): client is WrittenList => 'written' in client;

/**
 * The query parameters a resource's public list reads: its schema's (lib/http/list-query.ts, the paging
 * parameters alone without one), which drops any other. The public cache's key names these alone.
 */
export function clientQueryNames(client: ListCall | WrittenList): string[] {
  const schema = (client.schema ?? listQuerySchema) as z.ZodObject;
  return Object.keys(schema.shape);
}

/** The name of a resource's controllers, api::client.<name> and api::admin.<name>: its path in kebab case. */
export const controllerName = ({ path }: Pick<Resource, 'path'>) => path.replace(/\B([A-Z])/g, '-$1').toLowerCase();

const imageFile = singleFiles('imageFile');
const productImages = singleFiles('primaryImageFile', 'secondaryImageFile');

/** Every non-empty subset of the columns, in their order. */
const subsets = (columns: string[]): string[][] =>
  columns.flatMap((column, i) => [[column], ...subsets(columns.slice(i + 1)).map((rest) => [column, ...rest])]);

export const RESOURCES: Resource[] = [
  {
    uid: 'api::carousel.carousel',
    label: ['content'],
    table: 'carousels',
    ...DESCRIBED.carousel,
    client: { method: 'list', wholeByDefault: true },
    content: {
      form: imageForm(1),
      list: { method: 'adminList', schema: adminListQuerySchema(DESCRIBED.carousel.sorts), wholeByDefault: true },
      createSchema: carouselCreateSchema,
      updateSchema: carouselUpdateSchema,
      createFiles: imageFile,
      updateFiles: imageFile,
      created: 'Carousel created',
      notFound: 'Carousel not found',
      pages: () => ['/'],
    },
    indexes: [['carousels', ['locale', 'is_deleted', 'order']]],
  },
  {
    uid: 'api::home-product.home-product',
    label: ['name'],
    table: 'home_products',
    ...DESCRIBED.homeProduct,
    client: { method: 'list' },
    content: {
      form: imageForm(1),
      list: { method: 'adminList', schema: adminListQuerySchema(DESCRIBED.homeProduct.sorts) },
      createSchema: homeProductCreateSchema,
      updateSchema: homeProductUpdateSchema,
      createFiles: imageFile,
      updateFiles: imageFile,
      created: 'Home product created',
      notFound: 'Home product not found',
      pages: () => ['/'],
    },
    indexes: [['home_products', ['locale', 'is_deleted', 'order']]],
  },
  {
    uid: 'api::branch.branch',
    label: ['name'],
    table: 'branches',
    ...DESCRIBED.branch,
    client: { method: 'list', wholeByDefault: true },
    /**
     * Create: `ImageFiles` (one or more), `BranchDictionaries[i].Name` and `.LanguageId`. Edit:
     * `Images.Image` adds photos, `RemoveImageIds` (repeated, indexed or comma-separated ids of
     * `branchImages`) takes photos away, `BranchDictionaries[i].Id/Name/LanguageId`.
     */
    content: {
      // Up to 20 photos at once, 50 MB together (ten at the largest size).
      form: imageForm(20, 50 * 1024 * 1024),
      list: { method: 'adminList', schema: adminListQuerySchema(DESCRIBED.branch.sorts), wholeByDefault: true },
      createSchema: branchCreateSchema,
      updateSchema: branchUpdateSchema,
      createFiles: (form) => ({ imageFiles: asFileList(form.imageFiles) }),
      updateFiles: (form) => ({ newImages: filesOfEach(form, 'images', 'image') }),
      created: 'Branch created',
      notFound: 'Branch not found',
      pages: (id) => [`/interior/${id}`, '/location'],
    },
    indexes: [['branches', ['locale', 'is_deleted']]],
  },
  {
    uid: 'api::category.category',
    label: ['name'],
    table: 'categories',
    ...DESCRIBED.category,
    client: { method: 'listTree', wholeByDefault: true },
    content: {
      form: textForm,
      list: { method: 'adminTree', schema: adminListQuerySchema(DESCRIBED.category.sorts), wholeByDefault: true },
      createSchema: categoryCreateSchema,
      updateSchema: categoryUpdateSchema,
      created: 'Category created',
      notFound: 'Category not found',
      pages: () => ['/menu', '/product'],
    },
    indexes: [['categories', ['locale', 'is_deleted']]],
  },
  {
    uid: 'api::product.product',
    label: ['name'],
    table: 'products',
    ...DESCRIBED.product,
    client: { method: 'list', schema: productListQuerySchema },
    content: {
      form: imageForm(2),
      list: { method: 'adminList', schema: adminListQuerySchema(DESCRIBED.product.sorts) },
      createSchema: productCreateSchema,
      updateSchema: productUpdateSchema,
      createFiles: productImages,
      updateFiles: productImages,
      created: 'Product created',
      notFound: 'Product not found',
      // A menu item is on the menu; any other product in the catalogue.
      pages: (id, item) => (item.isMenuItem ? ['/menu'] : ['/product']),
    },
    indexes: [
      ['products', ['locale', 'is_deleted', 'is_menu_item', 'order']],
      // The console's product list: a page by order or by name answers from the index at any depth.
      ['products', ['locale', 'order', 'id']],
      ['products', ['locale', 'name', 'id']],
      // The category-name sort: a category's products in id order, from the link table alone.
      ['products_category_lnk', ['category_id', 'product_id']],
    ],
  },
  {
    uid: 'api::contact-source.contact-source',
    label: ['name'],
    table: 'contact_sources',
    ...DESCRIBED.contactSource,
    client: { method: 'list', wholeByDefault: true },
    indexes: [['contact_sources', ['locale', 'is_deleted']]],
  },
  {
    uid: 'api::review.review',
    label: ['name', 'surname'],
    table: 'reviews',
    ...DESCRIBED.review,
    // Only a visible product's reviews.
    client: { written: true, schema: reviewListQuerySchema },
    indexes: [
      ['reviews', ['product_id', 'is_confirmed', 'is_rejected', 'is_deleted', 'created_at']],
      // The console's review queue across products (status filters, newest first).
      ['reviews', ['is_deleted', 'is_confirmed', 'is_rejected', 'created_at']],
      ['reviews', ['created_at']],
    ],
  },
  {
    uid: 'api::survey.survey',
    table: 'surveys',
    ...DESCRIBED.survey,
    indexes: [
      // Survey statistics: one GROUP BY over the four chart columns, answered from an index alone.
      // SQLite reads the first in group order (no sort), date range or not; its name is used by the
      // query. PostgreSQL, which hashes groups, reads a date range from the second. The list's date
      // filter uses the created_at index.
      ['surveys', ['is_deleted', 'contact_source_id', 'age', 'quality_point', 'gender', 'created_at'], STATISTICS_INDEX],
      ['surveys', ['is_deleted', 'created_at', 'contact_source_id', 'age', 'quality_point', 'gender'], STATISTICS_RANGE_INDEX],
      ['surveys', ['created_at']],
      // The list's sorts on any of gender, age and quality point (then id descending), group by group:
      // each subset of the three counts its groups and reads a group in id order from its index.
      ...subsets(['gender', 'age', 'quality_point']).map((columns): IndexSpec => ['surveys', [...columns, 'id']]),
    ],
  },
  {
    uid: 'api::candidate.candidate',
    label: ['name', 'surname'],
    table: 'candidates',
    ...DESCRIBED.candidate,
    // Newest first, id breaking ties, for the whole list and the favourites.
    indexes: [
      ['candidates', ['is_favourite', 'created_at', 'id']],
      ['candidates', ['created_at', 'id']],
      // The unread ones (never opened: read_at null), newest first, and their count on the dashboard.
      ['candidates', ['read_at', 'created_at', 'id']],
    ],
  },
];
