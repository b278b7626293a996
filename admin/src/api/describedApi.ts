import type { ResourceDescriptor } from '@qahve/config';
import type { ResourceApi } from './dataProvider';

/** What a resource's API takes from its descriptor in config: its path, its list's sorts, the form inputs errors may name. */
export const describedApi = ({
  path,
  sorts,
  formInputs,
}: ResourceDescriptor): Pick<ResourceApi<never>, 'path' | 'sortable' | 'formErrors'> => ({
  path,
  sortable: sorts,
  ...(formInputs ? { formErrors: { inputs: formInputs } } : {}),
});

/** A create and an edit as one multipart body, which on edit sends blanks (the server reads them as "clear"). */
export const multipartBodies = <Form>(body: (data: Form, options?: { edit?: boolean }) => FormData) => ({
  toCreateBody: (data: Form) => body(data),
  toUpdateBody: (data: Form) => body(data, { edit: true }),
});
