import { branchResource } from './branch';
import { candidateResource } from './candidate';
import { carouselResource } from './carousel';
import { categoryResource } from './category';
import { contactSourceResource } from './contact-source';
import { homeProductResource } from './home-product';
import { productResource } from './product';
import { reviewResource } from './review';
import { surveyResource } from './survey';

export type { ResourceDescriptor } from './define';
export * from './branch';
export * from './candidate';
export * from './carousel';
export * from './category';
export * from './contact-source';
export * from './home-product';
export * from './product';
export * from './review';
export * from './survey';

/** Every resource of the API by name: the CMS extends each one (cms/src/lib/registry/resources.ts). */
export const RESOURCE_DESCRIPTORS = {
  carousel: carouselResource,
  homeProduct: homeProductResource,
  branch: branchResource,
  category: categoryResource,
  product: productResource,
  contactSource: contactSourceResource,
  review: reviewResource,
  survey: surveyResource,
  candidate: candidateResource,
};
