import type { Validator } from 'react-admin';
import { SCHEDULE_MAX_ITEMS, SCHEDULE_MESSAGES } from '@qahve/config';

/** A due time the server would take: one in the future (the server says so too, in the same words). */
export const inFuture: Validator = (value: unknown) =>
  typeof value === 'string' && Date.parse(value) <= Date.now() ? SCHEDULE_MESSAGES.atPast : undefined;

/** Between one and the most items a schedule holds. */
export const itemCount: Validator = (items: unknown) =>
  !Array.isArray(items) || items.length === 0 || items.length > SCHEDULE_MAX_ITEMS ? SCHEDULE_MESSAGES.itemsRequired : undefined;
