import type { Core, UID } from '@strapi/strapi';
import type dashboard from '../../api/admin/services/dashboard';
import type identity from '../../api/admin/services/identity';
import type branch from '../../api/branch/services/branch';
import type candidate from '../../api/candidate/services/candidate';
import type carousel from '../../api/carousel/services/carousel';
import type category from '../../api/category/services/category';
import type contactSource from '../../api/contact-source/services/contact-source';
import type homeProduct from '../../api/home-product/services/home-product';
import type product from '../../api/product/services/product';
import type review from '../../api/review/services/review';
import type survey from '../../api/survey/services/survey';

/** What a service module's default export (a factory given Strapi) builds. */
type Built<Factory> = Factory extends (...args: never[]) => infer Service ? Service : never;

/**
 * Each of the app's services by its uid, with the type its own module gives it. Strapi types
 * `strapi.service(uid)` as a bag of anything: reached through `serviceOf()` below, a call of a method
 * that was renamed or removed, or with the wrong arguments, fails the type check.
 */
export interface Services {
  'api::admin.dashboard': Built<typeof dashboard>;
  'api::admin.identity': Built<typeof identity>;
  'api::branch.branch': Built<typeof branch>;
  'api::candidate.candidate': Built<typeof candidate>;
  'api::carousel.carousel': Built<typeof carousel>;
  'api::category.category': Built<typeof category>;
  'api::contact-source.contact-source': Built<typeof contactSource>;
  'api::home-product.home-product': Built<typeof homeProduct>;
  'api::product.product': Built<typeof product>;
  'api::review.review': Built<typeof review>;
  'api::survey.survey': Built<typeof survey>;
}

export type ServiceUid = keyof Services;

/** The app's service of `uid`, typed as its module defines it. */
export function serviceOf<Uid extends ServiceUid>(app: Core.Strapi, uid: Uid): Services[Uid] {
  return app.service(uid) as unknown as Services[Uid];
}

/** What the services of the content resources (products, categories, home products, slides, branches) all answer to. */
export interface ContentService {
  /** Soft delete (hidden from the site) or revert; false for an unknown id. */
  setDeleted(id: number, isDeleted: boolean): Promise<boolean>;
}

/** The uids whose service is a ContentService: a content service that stopped being one fails the type check here. */
export type ContentServiceUid = {
  [Uid in ServiceUid]: Services[Uid] extends ContentService ? Uid : never;
}[ServiceUid];

export const contentServiceOf = (app: Core.Strapi, uid: ContentServiceUid): ContentService => serviceOf(app, uid);

/** The methods a list call of the registry may name (`ListCall.method` in lib/registry/content-controller.ts). */
export type ListMethod = 'list' | 'listTree' | 'adminList' | 'adminTree' | 'listForAdmin';

/**
 * What the registry's derived controllers ask of a resource's service: the list method its entry names,
 * and, for the console's content resources, create, edit and soft delete. A service is reached by the
 * uid its registry entry gives, so the entry, not this map, says which service it is.
 */
export interface RegistryService {
  /** Soft delete or revert: false or null for an unknown id (a content resource answers true, a moderated one the item). */
  setDeleted?(id: number, isDeleted: boolean): Promise<unknown>;
  list?(query: unknown): Promise<unknown>;
  listTree?(query: unknown): Promise<unknown>;
  adminList?(query: unknown): Promise<unknown>;
  adminTree?(query: unknown): Promise<unknown>;
  listForAdmin?(query: unknown): Promise<unknown>;
  findForAdmin?(id: number): Promise<unknown>;
  /** A content resource's item as the console reads it, null for an unknown id. */
  adminFind?(id: number): Promise<unknown>;
  adminCreate?(input: unknown, files: Record<string, unknown>, options?: { hidden?: boolean }): Promise<number>;
  adminUpdate?(id: number, input: unknown, files: Record<string, unknown>): Promise<unknown>;
  /** adminUpdate without its answer (a preview's, a publish's): false for an unknown id. */
  applyUpdate?(id: number, input: unknown, files: Record<string, unknown>): Promise<boolean>;
  /** Refuses an edit naming what does not exist (a category, a photo), as adminUpdate would, storing nothing. */
  checkUpdate?(id: number, input: unknown, files: Record<string, unknown>): Promise<void>;
}

/** A call of a registry uid's service, typed by what the registry's controllers call; a method it lacks fails loudly. */
export function registryCall<Method extends keyof RegistryService>(
  app: Core.Strapi,
  uid: UID.Service,
  method: Method,
): NonNullable<RegistryService[Method]> {
  const service = app.service(uid) as unknown as RegistryService;
  const call = service[method];
  if (typeof call !== 'function') throw new Error(`${uid} has no ${method}(): its registry entry names a call its service lacks`);
  return call.bind(service) as NonNullable<RegistryService[Method]>;
}
