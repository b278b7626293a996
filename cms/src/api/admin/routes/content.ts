/**
 * The console's content calls of SPEC §7 under /api/v1/admin: products, categories, home products,
 * slides and branches. Every route is for administrators only (the policy answers 401/403).
 */
const administrator = { auth: false as const, policies: ['global::administrator'] };

const RESOURCES = [
  ['Products', 'products'],
  ['Categories', 'categories'],
  ['HomeProducts', 'home-products'],
  ['Carousels', 'carousels'],
  ['Branches', 'branches'],
] as const;

export default {
  routes: RESOURCES.flatMap(([path, controller]) => [
    { method: 'GET', path: `/v1/admin/${path}`, handler: `api::admin.${controller}.find`, config: administrator },
    { method: 'POST', path: `/v1/admin/${path}`, handler: `api::admin.${controller}.create`, config: administrator },
    { method: 'PUT', path: `/v1/admin/${path}/revert/:id`, handler: `api::admin.${controller}.revert`, config: administrator },
    { method: 'PUT', path: `/v1/admin/${path}/:id`, handler: `api::admin.${controller}.update`, config: administrator },
    { method: 'DELETE', path: `/v1/admin/${path}/:id`, handler: `api::admin.${controller}.remove`, config: administrator },
  ]),
};
