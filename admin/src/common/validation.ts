import type { Validator } from 'react-admin';
import type { z } from '@qahve/config';

/**
 * A react-admin input validator from one of config's field rules (the very rule the server applies):
 * the first issue's message, or nothing when the value passes.
 */
export function ruleOf(schema: z.ZodType): Validator {
  return (value: unknown) => {
    const result = schema.safeParse(value);
    return result.success ? undefined : result.error.issues[0]?.message;
  };
}
