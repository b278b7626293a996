import { describe, expect, it } from 'vitest';
import type { ResourceMessages } from '../i18n';
import { RESOURCES } from '.';

/** The message at a dotted key of a resource's English tree (az and ru have the same keys: the type checks it). */
const english = (messages: ResourceMessages | undefined, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages?.en);

describe('the resources’ own messages', () => {
  it('name every resource, and hold the texts that the create screen and the edit modal look up by its name', () => {
    for (const { name, create, messages } of RESOURCES) {
      const editable = create
        ? [`resources.${name}.page.edit`, ...['created', 'create_error', 'update_error'].map((key) => `app.${name}.${key}`)]
        : [];
      const keys = [`resources.${name}.name`, ...editable];
      for (const key of keys) expect(typeof english(messages, key), key).toBe('string');
    }
  });
});
