import { describe } from 'vitest';
import { branchesSuite } from './admin-content-branches-suite';
import { sharedServer } from './support/content';
import { categoriesSuite } from './admin-content-categories-suite';

/** The console's categories and branches, on one server. */
const shared = sharedServer();
describe('categories', () => categoriesSuite(shared));
describe('branches', () => branchesSuite(shared));
