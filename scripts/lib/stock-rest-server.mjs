// The product as `node server.js` runs it, plus Strapi's stock REST `find` routes (/api/products,
// /api/categories, /api/carousels): the reference the public API benchmark compares its client
// routes with. The product itself has no stock routes and keeps its public role closed; this
// server adds them, and grants the public role `find`, only for the throwaway database it is
// started on (scripts/bench-public-api.mjs starts it with startProduct from ./product.mjs).
import path from 'node:path';
import { cmsRequire } from './bench.mjs';
import { cmsDir } from './paths.mjs';

/** The content types measured, by API name. */
const STOCK_TYPES = { product: 'api::product.product', category: 'api::category.category', carousel: 'api::carousel.carousel' };

/** Large enough for every language row of the seeded content in one page (Strapi's default is 100). */
const STOCK_MAX_LIMIT = 1000;

// The database is the product's, seeded by its first start.
process.env.SEED_DEMO = 'false';

const { createStrapi, factories } = cmsRequire('@strapi/strapi');
const strapi = createStrapi({ appDir: cmsDir, distDir: path.join(cmsDir, 'dist') });

// Routes are read from each API while Strapi boots, after `register`: added here, they are routed,
// authorised and documented as a generated API's would be.
const register = strapi.register.bind(strapi);
strapi.register = async () => {
  await register();
  for (const [api, uid] of Object.entries(STOCK_TYPES)) {
    strapi.get('controllers').set(uid, factories.createCoreController(uid));
    const module = strapi.api(api);
    module.routes = { ...module.routes, stock: factories.createCoreRouter(uid, { only: ['find'] }) };
  }
  return strapi;
};

await strapi.load();
const publicRole = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
for (const uid of Object.values(STOCK_TYPES)) {
  await strapi.db.query('plugin::users-permissions.permission').create({ data: { action: `${uid}.find`, role: publicRole.id } });
}
strapi.config.set('api.rest.maxLimit', STOCK_MAX_LIMIT);
await strapi.listen();
