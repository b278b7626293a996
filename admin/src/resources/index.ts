import type { ResourceApi } from '../api/dataProvider';
import type { ConsoleResource } from '../common/resource';
import { candidatesApi } from './career-list/api';
import { branches } from './branches';
import { carousels } from './carousels';
import { categories } from './categories';
import { contactsources } from './contactsources';
import { homeproducts } from './homeproducts';
import { products } from './products';
import { reviews } from './reviews';
import { surveyApi } from './survey/api';

/** The console's resources, in menu order. Add a folder exporting a ConsoleResource and list it here. */
export const RESOURCES: ConsoleResource[] = [products, categories, homeproducts, carousels, branches, contactsources, reviews];

/** Calls the console makes for resources without screens yet (the dashboard's counts). */
const API_ONLY: Record<string, ResourceApi<any>> = {
  survey: surveyApi,
  'career-list': candidatesApi,
};

export const RESOURCE_APIS: Record<string, ResourceApi<any>> = {
  ...API_ONLY,
  ...Object.fromEntries(RESOURCES.map((resource) => [resource.name, resource.api])),
};
