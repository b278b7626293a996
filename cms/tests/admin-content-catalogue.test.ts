import { describe } from 'vitest';
import { sharedServer } from './support/content';
import { homeProductsAndCarouselsSuite } from './admin-content-home-carousels-suite';
import { productsSuite } from './admin-content-products-suite';

/** The console's products, home products and slides, on one server. */
const shared = sharedServer();
describe('products', () => productsSuite(shared));
describe('home products and slides', () => homeProductsAndCarouselsSuite(shared));
