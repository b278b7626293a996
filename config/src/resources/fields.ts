// What a resource's descriptor is written with: zod, the limits and messages, the field rules of
// create and edit forms.
export { z } from 'zod';
export { MAX_ID, TEXT_LIMITS } from '../constants';
export { ADMIN_MESSAGES as M } from '../messages';
export * from '../schemas/edit-fields';
export * from '../schemas/fields';
export type { ResourceDescriptor } from './define';
