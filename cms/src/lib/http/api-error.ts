import { fieldErrors, type FieldError, type z } from '@qahve/config';

/** An error the API answers with as `{ message, errors }`; the api-errors middleware writes it. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new ApiError(404, `${what} not found`);

export function fieldError(status: number, field: string, message: string) {
  return new ApiError(status, message, [{ field, message }]);
}

/** Parses with a shared schema; a rejection names every field and leads with the first message. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  throw new ApiError(400, errors[0]?.message ?? 'Invalid request', errors);
}
