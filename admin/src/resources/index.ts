import type { ResourceApi } from '../api/dataProvider';
import type { ConsoleResource } from '../common/resource';
import { candidates } from './career-list';
import { branches } from './branches';
import { carousels } from './carousels';
import { categories } from './categories';
import { contactsources } from './contactsources';
import { homeproducts } from './homeproducts';
import { products } from './products';
import { reviews } from './reviews';
import { survey } from './survey';

/** The console's resources, in menu order. Add a folder exporting a ConsoleResource and list it here. */
export const RESOURCES: ConsoleResource[] = [products, categories, homeproducts, carousels, branches, contactsources, survey, reviews, candidates];

/** Calls the console makes for resources without screens yet (the dashboard's counts). */
const API_ONLY: Record<string, ResourceApi<any>> = {};

export const RESOURCE_APIS: Record<string, ResourceApi<any>> = {
  ...API_ONLY,
  ...Object.fromEntries(RESOURCES.map((resource) => [resource.name, resource.api])),
};
