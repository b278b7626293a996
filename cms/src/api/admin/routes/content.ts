import { controllerName, RESOURCES } from '../../../lib/registry/resources';

/**
 * The console's content calls of the API under /api/v1/admin: products, categories, home products,
 * slides and branches. Every route is for administrators only (the policy answers 401/403, before
 * the body is read). Create and edit take the resource's form (multipart or JSON) with as many
 * images as it has; the other routes take no body.
 */
const administrator = { auth: false as const, policies: ['global::administrator'] };
const noBody = { ...administrator, body: false as const };

const CONTENT = RESOURCES.flatMap((resource) =>
  resource.content ? [{ path: resource.path, controller: controllerName(resource), body: resource.content.form }] : [],
);

export default {
  routes: CONTENT.flatMap(({ path, controller, body }) => [
    { method: 'GET', path: `/v1/admin/${path}`, handler: `api::admin.${controller}.find`, config: noBody },
    { method: 'POST', path: `/v1/admin/${path}`, handler: `api::admin.${controller}.create`, config: { ...administrator, body } },
    // Drafts (lib/content/drafts.ts): a new item as a draft, an edit saved as one, read, discarded, published.
    {
      method: 'POST',
      path: `/v1/admin/${path}/draft`,
      handler: `api::admin.${controller}.createDraft`,
      config: { ...administrator, body },
    },
    {
      method: 'PUT',
      path: `/v1/admin/${path}/:id/draft`,
      handler: `api::admin.${controller}.saveDraft`,
      config: { ...administrator, body },
    },
    { method: 'GET', path: `/v1/admin/${path}/:id/draft`, handler: `api::admin.${controller}.draft`, config: noBody },
    { method: 'DELETE', path: `/v1/admin/${path}/:id/draft`, handler: `api::admin.${controller}.discardDraft`, config: noBody },
    { method: 'POST', path: `/v1/admin/${path}/:id/publish`, handler: `api::admin.${controller}.publish`, config: noBody },
    // A live preview of the edit form (lib/site/preview.ts): the edit's body, its files left out.
    {
      method: 'POST',
      path: `/v1/admin/${path}/:id/preview`,
      handler: `api::admin.${controller}.preview`,
      config: { ...administrator, body },
    },
    { method: 'PUT', path: `/v1/admin/${path}/revert/:id`, handler: `api::admin.${controller}.revert`, config: noBody },
    { method: 'PUT', path: `/v1/admin/${path}/:id`, handler: `api::admin.${controller}.update`, config: { ...administrator, body } },
    { method: 'DELETE', path: `/v1/admin/${path}/:id`, handler: `api::admin.${controller}.remove`, config: noBody },
  ]),
};
