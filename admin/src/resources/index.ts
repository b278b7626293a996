import type { ResourceApi } from '../api/dataProvider';
import type { ConsoleResource } from '../common/resource';
import type { ResourceMessages } from '../i18n';
import { candidates } from './career-list';
import { branches } from './branches';
import { carousels } from './carousels';
import { categories } from './categories';
import { contactsources } from './contactsources';
import { history } from './history';
import { homeproducts } from './homeproducts';
import { products } from './products';
import { reviews } from './reviews';
import { survey } from './survey';

/** The console's resources, in menu order. Add a folder exporting a ConsoleResource and list it here. */
export const RESOURCES: ConsoleResource[] = [products, categories, homeproducts, carousels, branches, contactsources, survey, reviews, candidates, history];

/** The resources' own messages, which App.tsx has merged over i18n/{en,az,ru}.ts. */
export const RESOURCE_MESSAGES: ResourceMessages[] = RESOURCES.flatMap(({ messages }) => (messages ? [messages] : []));

/** Each resource's API by its name, for the data provider. */
export const RESOURCE_APIS: Record<string, ResourceApi<any>> = Object.fromEntries(RESOURCES.map((resource) => [resource.name, resource.api]));
