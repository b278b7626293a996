import { idParamsSchema } from '@qahve/config';
import type { Context } from 'koa';
import { validate } from './api-error';

/** The `{id}` of a path: a stable id (a positive 32-bit integer), else 400 naming `id`. */
export const pathId = (ctx: Context): number => validate(idParamsSchema, ctx.params ?? {}).id;
