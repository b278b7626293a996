import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LOCALES, PRODUCT_CRITERIA, SERVICE_CRITERIA, type LanguageCode } from '@qahve/config';
import type { Core } from '@strapi/strapi';
import { createLocalized, type ContentUID } from '../lib/content/localized-documents';
import * as content from './content';
import { serviceOf } from '../lib/registry/services';

type PerLocale = Record<LanguageCode, Record<string, string>>;

const SEEDED_TYPES: ContentUID[] = [
  'api::review.review',
  'api::survey.survey',
  'api::candidate.candidate',
  'api::product.product',
  'api::category.category',
  'api::home-product.home-product',
  'api::carousel.carousel',
  'api::branch.branch',
  'api::contact-source.contact-source',
];

const SURVEY_COUNT = 48;

/** `{ en, az, ru }` text as the per-language data of one or more fields. */
function perLocale(fields: Record<string, content.Tri>): PerLocale {
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, text[locale]]))]),
  ) as PerLocale;
}

/** An optional text of every language (a picture's alt text), as a field of `perLocale` only where there is one. */
const optionalTri = (field: string, text: content.Tri | undefined): Record<string, content.Tri> => (text ? { [field]: text } : {});

/** A tiny deterministic generator, so that every seeded survey set is the same. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

export async function hasContent(strapi: Core.Strapi) {
  return (await strapi.db.query('api::product.product').count({})) > 0;
}

async function clearContent(strapi: Core.Strapi) {
  for (const uid of SEEDED_TYPES) await strapi.db.query(uid).deleteMany({});
  const upload = strapi.plugin('upload').service('upload');
  for (const file of await strapi.db.query('plugin::upload.file').findMany({})) await upload.remove(file);
}

/** Uploads a drawn picture through the upload plugin, so that its responsive variants exist. */
async function uploadImage(strapi: Core.Strapi, tmp: string, bytes: Buffer, name: string, alt: string) {
  const filepath = path.join(tmp, `${name}.jpg`);
  await fs.writeFile(filepath, bytes);
  const [file] = await strapi
    .plugin('upload')
    .service('upload')
    .upload({
      data: { fileInfo: { name: `${name}.jpg`, alternativeText: alt, caption: alt } },
      files: { filepath, originalFilename: `${name}.jpg`, mimetype: 'image/jpeg', size: bytes.length },
    });
  return file.id as number;
}

/**
 * Fills an empty database with the demo coffee brand; with `reset`, replaces what is there.
 * Answers whether it seeded.
 */
export async function seedDemoContent(strapi: Core.Strapi, { reset = false } = {}) {
  if (reset) await clearContent(strapi);
  else if (await hasContent(strapi)) return false;

  const started = Date.now();
  // The drawing of the demo pictures is no part of the server (cms/scripts): only a start that seeds loads it.
  const { defaultSize, renderImage } = await import('../../scripts/seed-images');
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'qahve-seed-'));
  const image = async (spec: content.ImageSpec, name: string, alt: string) =>
    uploadImage(strapi, tmp, await renderImage(spec, defaultSize(spec.kind)), name, alt);
  try {
    for (const slide of content.slides) {
      await createLocalized('api::carousel.carousel', {
        shared: {
          order: slide.order,
          isDeleted: false,
          image: await image(slide.image, `slide-${slide.key}`, slide.imageAlt?.en ?? slide.content.en),
        },
        localized: perLocale({ content: slide.content, ...optionalTri('imageAlt', slide.imageAlt) }),
      });
    }

    for (const item of content.homeProducts) {
      await createLocalized('api::home-product.home-product', {
        shared: {
          title: item.title,
          description: item.description,
          price: item.price,
          order: item.order,
          isDeleted: false,
          image: await image(item.image, `home-${item.key}`, item.imageAlt?.en ?? item.name.en),
        },
        localized: perLocale({ name: item.name, ...optionalTri('imageAlt', item.imageAlt) }),
      });
    }

    for (const branch of content.branches) {
      const images: number[] = [];
      for (const [i, spec] of branch.images.entries()) {
        images.push(await image(spec, `branch-${branch.key}-${i + 1}`, branch.name.en));
      }
      await createLocalized('api::branch.branch', {
        shared: { images, isDeleted: false, latitude: branch.latitude, longitude: branch.longitude },
        localized: perLocale({ name: branch.name, address: branch.address }),
      });
    }

    const categoryIds = new Map<string, number>();
    for (const category of content.categories) {
      const id = await createLocalized('api::category.category', {
        shared: { isDeleted: false },
        localized: perLocale({ name: category.name }),
        relations: {
          parent: { target: 'api::category.category', id: category.parentKey ? categoryIds.get(category.parentKey)! : null },
        },
      });
      categoryIds.set(category.key, id);
    }

    const productIds = new Map<string, number>();
    for (const product of content.products) {
      const id = await createLocalized('api::product.product', {
        shared: {
          sizeAndPrice: product.sizeAndPrice,
          order: product.order,
          isMenuItem: product.isMenuItem,
          woltLink: product.woltLink ?? null,
          isDeleted: false,
          primaryImage: await image(product.image, `product-${product.key}`, product.imageAlt?.en ?? product.name.en),
          secondaryImage: product.secondaryImage
            ? await image(product.secondaryImage, `product-${product.key}-2`, product.imageAlt?.en ?? product.name.en)
            : null,
        },
        localized: perLocale({ name: product.name, description: product.description, ...optionalTri('imageAlt', product.imageAlt) }),
        relations: { category: { target: 'api::category.category', id: categoryIds.get(product.categoryKey)! } },
      });
      productIds.set(product.key, id);
    }

    for (const review of content.reviews) {
      await strapi.db.query('api::review.review').create({
        data: {
          productId: productIds.get(review.productKey),
          name: review.name,
          surname: review.surname,
          email: review.email,
          feedback: review.feedback,
          isConfirmed: review.status === 'confirmed',
          isRejected: review.status === 'rejected',
          isDeleted: false,
        },
      });
    }

    const contactSourceIds: number[] = [];
    for (const source of content.contactSources) {
      contactSourceIds.push(await createLocalized('api::contact-source.contact-source', { localized: perLocale({ name: source.name }) }));
    }
    await seedSurveys(strapi, contactSourceIds);
  } finally {
    await fs.rm(tmp, { recursive: true, force: true });
  }
  strapi.log.info(`Seeded the demo content in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

async function seedSurveys(strapi: Core.Strapi, contactSourceIds: number[]) {
  const next = random(2024);
  const pick = (n: number) => Math.floor(next() * n);
  for (let i = 0; i < SURVEY_COUNT; i += 1) {
    const languageId = (1 + pick(3)) as 1 | 2 | 3;
    await serviceOf(strapi, 'api::survey.survey').submit({
      gender: next() < 0.5,
      age: pick(4),
      qualityPoint: Math.min(4, 1 + pick(4) + (next() < 0.4 ? 1 : 0)),
      contactSourceId: contactSourceIds[pick(contactSourceIds.length)],
      comment: next() < 0.6 ? content.surveyComments[pick(content.surveyComments.length)] : undefined,
      statisfactions: [
        {
          statisfactionDictionaries: [...SERVICE_CRITERIA, ...PRODUCT_CRITERIA].map((key) => ({
            key,
            value: Math.min(3, pick(3) + (next() < 0.5 ? 1 : 0)),
            languageId,
          })),
        },
      ],
    });
  }
}
