import { branchResource } from './branch';
import { candidateResource } from './candidate';
import { carouselResource } from './carousel';
import { categoryResource } from './category';
import { contactSourceResource } from './contact-source';
import { homeProductResource } from './home-product';
import { productResource } from './product';
import { reviewResource } from './review';
import { surveyResource } from './survey';

export * from './define';
export {
  branchResource,
  candidateResource,
  carouselResource,
  categoryResource,
  contactSourceResource,
  homeProductResource,
  productResource,
  reviewResource,
  surveyResource,
};

/** Every resource of the API, by path. */
export const RESOURCE_DESCRIPTORS = [
  carouselResource,
  homeProductResource,
  branchResource,
  categoryResource,
  productResource,
  contactSourceResource,
  reviewResource,
  surveyResource,
  candidateResource,
] as const;
