import type { Core } from '@strapi/strapi';
import { contentController, listAnswer } from './content-controller';
import { controllerName, isWritten, RESOURCES } from './resources';

/** The public lists the registry answers (api::client.<name>.find), by controller name. */
export const CLIENT_LISTS = Object.fromEntries(
  RESOURCES.flatMap((resource) =>
    resource.client && !isWritten(resource.client) ? [[controllerName(resource), { find: listAnswer(resource.uid, resource.client) }]] : [],
  ),
);

/** The console's content calls (api::admin.<name>.find, create, update, remove, revert), by controller name. */
export const CONTENT_CONTROLLERS = Object.fromEntries(
  RESOURCES.flatMap((resource) =>
    resource.content ? [[controllerName(resource), contentController(resource.uid, resource.content, resource.path)]] : [],
  ),
);

/**
 * Strapi registers a controller for each file of api/<name>/controllers; the registry's are added beside
 * them, before the routes name them (a name given twice stops the start).
 */
export function registerResourceControllers(strapi: Core.Strapi) {
  strapi.get('controllers').add('api::client', CLIENT_LISTS).add('api::admin', CONTENT_CONTROLLERS);
}
