import type { Core } from '@strapi/strapi';
import type dashboard from '../api/admin/services/dashboard';
import type identity from '../api/admin/services/identity';
import type branch from '../api/branch/services/branch';
import type candidate from '../api/candidate/services/candidate';
import type carousel from '../api/carousel/services/carousel';
import type category from '../api/category/services/category';
import type contactSource from '../api/contact-source/services/contact-source';
import type homeProduct from '../api/home-product/services/home-product';
import type product from '../api/product/services/product';
import type review from '../api/review/services/review';
import type survey from '../api/survey/services/survey';

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
