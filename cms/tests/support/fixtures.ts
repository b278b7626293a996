import type { Core } from '@strapi/strapi';
import type { LanguageCode } from '@qahve/config';
import { appModule } from './strapi';

type Tri = Record<LanguageCode, string>;
type Store = typeof import('../../src/lib/content/localized-documents');

const store = () => appModule<Store>('lib/content/localized-documents');
const per = (field: string, text: Tri) => ({
  en: { [field]: text.en },
  az: { [field]: text.az },
  ru: { [field]: text.ru },
});

export const tri = (en: string, az: string, ru: string): Tri => ({ en, az, ru });

/** A dictionary list as the API takes and answers it: `field` in English, Azerbaijani and Russian, in language id order. */
export const answered = (field: string, en: string, az: string, ru: string) => [
  { languageId: 1, [field]: en },
  { languageId: 2, [field]: az },
  { languageId: 3, [field]: ru },
];

function createCategory(name: Tri, { parentId = null as number | null, isDeleted = false } = {}) {
  return store().createLocalized('api::category.category', {
    shared: { isDeleted },
    localized: per('name', name),
    relations: { parent: { target: 'api::category.category', id: parentId } },
  });
}

function createProduct(
  name: Tri,
  categoryId: number,
  {
    order = 1,
    isMenuItem = false,
    isDeleted = false,
    description = tri('', '', ''),
    woltLink = null as string | null,
    sizeAndPrice = 'M / 5',
  } = {},
) {
  return store().createLocalized('api::product.product', {
    shared: { order, isMenuItem, isDeleted, woltLink, sizeAndPrice },
    localized: {
      en: { name: name.en, description: description.en },
      az: { name: name.az, description: description.az },
      ru: { name: name.ru, description: description.ru },
    },
    relations: { category: { target: 'api::category.category', id: categoryId } },
  });
}

function createCarousel(content: Tri, { order = 1, isDeleted = false, image = null as number | null } = {}) {
  return store().createLocalized('api::carousel.carousel', { shared: { order, isDeleted, image }, localized: per('content', content) });
}

function createHomeProduct(name: Tri, { order = 1, price = 5.5, isDeleted = false } = {}) {
  return store().createLocalized('api::home-product.home-product', {
    shared: { order, price, isDeleted, title: `Title ${name.en}`, description: `About ${name.en}` },
    localized: per('name', name),
  });
}

function createBranch(name: Tri, { isDeleted = false, images = [] as number[] } = {}) {
  return store().createLocalized('api::branch.branch', { shared: { isDeleted, images }, localized: per('name', name) });
}

function createContactSource(name: Tri) {
  return store().createLocalized('api::contact-source.contact-source', { localized: per('name', name) });
}

async function createReview(
  strapi: Core.Strapi,
  productId: number,
  { name = 'Aysel', isConfirmed = true, isRejected = false, isDeleted = false, feedback = 'Əla qəhvə!' } = {},
) {
  const row = await strapi.db.query('api::review.review').create({
    data: { productId, name, surname: 'Məmmədova', email: 'aysel@example.az', feedback, isConfirmed, isRejected, isDeleted },
  });
  return row.id as number;
}

/** Content made straight in the database, in three languages where it has them: `make.product(tri(…), categoryId)`. */
export const make = {
  category: createCategory,
  product: createProduct,
  carousel: createCarousel,
  homeProduct: createHomeProduct,
  branch: createBranch,
  contactSource: createContactSource,
  review: createReview,
};

/** A real PNG made by sharp, uploaded through the upload plugin like any image. */
export async function uploadTestImage(strapi: Core.Strapi, dir: string, width = 1200) {
  const { default: sharp } = await import('sharp');
  const fs = await import('node:fs/promises');
  const path = await import('node:path');
  const bytes: Buffer = await sharp({ create: { width, height: Math.round(width * 0.6), channels: 3, background: '#6f4e37' } })
    .png()
    .toBuffer();
  const filepath = path.join(dir, `image-${Date.now()}.png`);
  await fs.writeFile(filepath, bytes);
  const [file] = await strapi
    .plugin('upload')
    .service('upload')
    .upload({
      data: { fileInfo: { name: 'test.png' } },
      files: { filepath, originalFilename: 'test.png', mimetype: 'image/png', size: bytes.length },
    });
  return file as { id: number; url: string; formats: Record<string, { url: string }> };
}

export function countRows(strapi: Core.Strapi, uid: string) {
  return strapi.db.query(uid as any).count({});
}

/** The password of the accounts createUser makes. */
export const USER_PASSWORD = 'Some-password-12';

/** A confirmed local account of a users-permissions role (`administrator`, `authenticated`); answers its id. */
export async function createUser(strapi: Core.Strapi, email: string, roleType: string, { blocked = false } = {}) {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: roleType } });
  const user = await strapi.plugin('users-permissions').service('user').add({
    username: email,
    email,
    password: USER_PASSWORD,
    provider: 'local',
    confirmed: true,
    blocked,
    role: role.id,
  });
  return user.id as number;
}
