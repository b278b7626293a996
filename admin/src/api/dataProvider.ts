import { addRefreshAuthToDataProvider, HttpError, type DataProvider, type GetListParams, type Identifier, type RaRecord } from 'ra-core';
import type { ApiError, DraftAnswer, DraftInfo, HistoryEntry, Paged, PreviewAnswer } from '@qahve/config';
import { toFormErrors, type FormErrorOptions } from './form-errors';
import { request, type Query } from './http';
import { withoutFiles } from './multipart';
import { ensureFreshToken } from './session';
import { setUploadProgress } from './upload-progress';

/**
 * The data provider of the console, speaking the `/api/v1/admin` calls of the API as they are (see
 * admin/README.md for why it is not ra-data-simple-rest). Each resource describes its calls with a
 * `ResourceApi`; the provider does the rest:
 *
 * - getList: `pageNumber`, `pageSize`, `sortBy`, `sortOrder`, `q` and the other filters as query
 *   parameters; reads `{ pageNumber, totalPages, totalItems, items }`. `meta.whole` asks for the whole
 *   list (`isPaginated=false`).
 * - getOne: `GET path/{id}` where the API has it, otherwise the record the last list brought (the
 *   content calls have no single-record read), or the whole list.
 * - create/update: multipart (XMLHttpRequest, with progress) or JSON, as the resource builds it;
 *   server validation errors come back in the shape react-admin forms put next to their fields.
 * - delete: the API's soft delete (the record stays, `isDeleted: true`); `revert(resource, id)`
 *   restores it.
 * - drafts (resources with `drafts`): saveDraft, getDraft, discardDraft and publish, on
 *   `path/draft`, `path/{id}/draft` and `path/{id}/publish`, with the create and update bodies;
 *   preview, `path/{id}/preview`, with the update's body less its files.
 */

export type Body = FormData | Record<string, unknown>;

export interface ResourceApi<R extends RaRecord = RaRecord> {
  /** `Products` for `/api/v1/admin/Products`. */
  path: string;
  /** The list call when it differs (`Reviews/GetAll`). */
  listPath?: string;
  /** `endpoint`: the API has `GET path/{id}`; `list`: the record is found in the list. */
  getOne?: 'endpoint' | 'list';
  /** Columns the API sorts on (`sortBy`); other sort fields are left to the server's default order. */
  sortable?: readonly string[];
  /** An API item as the console's record (dictionaries in language order, ...). */
  fromApi?: (item: any) => R;
  /** A list page as rows (the category tree flattened). */
  rows?: (items: R[]) => R[];
  /** Extra query parameters from react-admin's filter (default: every scalar filter value as is). */
  filterQuery?: (filter: Record<string, unknown>) => Query;
  toCreateBody?: (data: Partial<R>) => Body;
  toUpdateBody?: (data: Partial<R>, previous: R | undefined) => Body;
  /** Paths of the soft delete and revert calls (default `path/{id}` and `path/revert/{id}`). */
  deletePath?: (id: Identifier) => string;
  revertPath?: (id: Identifier) => string;
  updatePath?: (id: Identifier) => string;
  updateMethod?: string;
  /** A create that takes longer fails as a network error (branches: 10 s). */
  createTimeoutMs?: number;
  /** The form inputs server errors may name (see form-errors.ts). */
  formErrors?: FormErrorOptions;
  /**
   * The server keeps drafts of it (config's drafts.ts): its list items carry `draft`, and the edit and
   * create forms can save as a draft, which publish applies and discard drops.
   */
  drafts?: boolean;
}

/** A draft as the edit form shows it: its facts, and the record with the draft's values over it. */
export interface LoadedDraft {
  draft: DraftInfo;
  data: RaRecord;
}

export interface QahveDataProvider extends DataProvider {
  revert(resource: string, id: Identifier): Promise<{ data: RaRecord }>;
  /** A record's content history (its edit modal's History tab): `GET History?resource=<its API path>&entityId=<id>`, newest first. */
  history?(resource: string, id: Identifier, page: { page: number; perPage: number }): Promise<Paged<HistoryEntry>>;
  /** Brings the record of a history entry back to its version after that entry (`POST History/{entryId}/Restore`). */
  restoreVersion?(resource: string, entryId: Identifier, version?: 'after' | 'before'): Promise<void>;
  /**
   * Saves the form as a draft: without `id` a new item, created hidden until published (`POST path/draft`);
   * with it an edit the site does not see yet (`PUT path/{id}/draft`). Field errors come back as an update's do.
   */
  saveDraft?(
    resource: string,
    params: { id?: Identifier; data: Partial<RaRecord>; previousData?: RaRecord },
  ): Promise<{ id: Identifier; draft: DraftInfo | null }>;
  /** A record's draft over `previousData` (`GET path/{id}/draft`); null when it has none (404). */
  getDraft?(resource: string, params: { id: Identifier; previousData?: RaRecord }): Promise<LoadedDraft | null>;
  /** Drops a record's draft (`DELETE path/{id}/draft`): an item created as a draft stays hidden. */
  discardDraft?(resource: string, id: Identifier): Promise<{ data: RaRecord }>;
  /** Applies a record's draft and shows the item (`POST path/{id}/publish`): the answer is the item as an update's. */
  publish?(resource: string, id: Identifier): Promise<{ data: RaRecord }>;
  /**
   * The site's pages that show the record, rendered with the form's values unsaved (`POST path/{id}/preview`,
   * the update's body without new files: the preview keeps the published pictures). A 400 names the values
   * that break a rule, as it is (not in the form's shape: the preview marks no field).
   */
  preview?(
    resource: string,
    params: { id: Identifier; data: Partial<RaRecord>; previousData?: RaRecord; signal?: AbortSignal },
  ): Promise<PreviewAnswer>;
}

type Cache = Map<string, Map<string, RaRecord>>;

const scalar = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

export function listQuery<R extends RaRecord>(api: ResourceApi<R>, params: Partial<GetListParams>): Query {
  const query: Query = {};
  if (params.meta?.whole) {
    query.isPaginated = false;
  } else if (params.pagination) {
    query.pageNumber = params.pagination.page;
    query.pageSize = params.pagination.perPage;
  }
  const sort = params.sort;
  if (sort?.field && api.sortable?.includes(sort.field)) {
    query.sortBy = sort.field;
    query.sortOrder = sort.order === 'DESC' ? 'desc' : 'asc';
  }
  const filter = params.filter ?? {};
  const extra: Query = api.filterQuery
    ? api.filterQuery(filter)
    : Object.fromEntries(Object.entries(filter).filter(([, value]) => scalar(value)) as Array<[string, string | number | boolean]>);
  return { ...query, ...extra };
}

export function createDataProvider(resources: Record<string, ResourceApi<any>>): QahveDataProvider {
  const cache: Cache = new Map();

  const apiOf = (resource: string): ResourceApi => {
    const api = resources[resource];
    if (!api) throw new Error(`Unknown resource "${resource}"`);
    return api;
  };
  const cacheOf = (resource: string) => {
    let map = cache.get(resource);
    if (!map) cache.set(resource, (map = new Map()));
    return map;
  };
  const remember = (resource: string, records: RaRecord[]) => {
    const map = cacheOf(resource);
    for (const record of records) map.set(String(record.id), record);
    return records;
  };
  const toRecord = (api: ResourceApi, item: any): RaRecord => (api.fromApi ? api.fromApi(item) : item);

  async function fetchPage(resource: string, params: Partial<GetListParams>) {
    const api = apiOf(resource);
    const { json } = await request<Paged<unknown> | unknown[]>(api.listPath ?? api.path, {
      query: listQuery(api, params),
      signal: params.signal,
    });
    const page = Array.isArray(json) ? { items: json, totalItems: json.length } : json;
    const records = page.items.map((item) => toRecord(api, item));
    const rows = api.rows ? api.rows(records) : records;
    return { data: remember(resource, rows), total: page.totalItems };
  }

  async function findInList(resource: string, id: Identifier): Promise<RaRecord> {
    const { data } = await fetchPage(resource, { meta: { whole: true } });
    const record = data.find((r) => String(r.id) === String(id));
    if (!record) throw new HttpError('ra.notification.item_doesnt_exist', 404);
    return record;
  }

  /** The record an update or a publish answers, kept in place of the cached one. */
  function answered(resource: string, id: Identifier, json: unknown, previousData: RaRecord | undefined, data?: Partial<RaRecord>) {
    const api = apiOf(resource);
    // The answer is the updated entity; what the console derived for the row (a category's depth) stays.
    const record = (
      json && typeof json === 'object' && 'id' in json ? { ...previousData, ...toRecord(api, json) } : { ...previousData, ...data, id }
    ) as RaRecord;
    cacheOf(resource).delete(String(id));
    remember(resource, [record]);
    return record;
  }

  /** A cached record with `changes`, so that a list's modal opened from the cache sees them. */
  function patch(resource: string, id: Identifier, changes: Partial<RaRecord>): RaRecord {
    const record = { ...cacheOf(resource).get(String(id)), ...changes, id } as RaRecord;
    remember(resource, [record]);
    return record;
  }

  function draftsOf(resource: string) {
    const api = apiOf(resource);
    if (!api.drafts) throw new Error(`${resource} has no drafts`);
    return { api, path: (id?: Identifier) => (id === undefined ? `${api.path}/draft` : `${api.path}/${id}/draft`) };
  }

  /** The body of a draft's save or a preview: the update's of an edit (`id`), the create's otherwise. */
  function draftBody(resource: string, { id, data, previousData }: { id?: Identifier; data: Partial<RaRecord>; previousData?: RaRecord }) {
    const api = apiOf(resource);
    const edit = id !== undefined && id !== null;
    const body = edit ? api.toUpdateBody?.(data, previousData) : api.toCreateBody?.(data);
    if (!body) throw new Error(`${resource} cannot be ${edit ? 'edited' : 'created'}`);
    return body;
  }

  /** Creates and updates: field errors in the form's shape; a 5xx or network error stays plain. */
  async function send(resource: string, path: string, method: string, body: Body, timeoutMs?: number) {
    const api = apiOf(resource);
    const multipart = body instanceof FormData;
    try {
      return await request<any>(path, {
        method,
        body,
        timeoutMs,
        onUploadProgress: multipart ? (percent) => setUploadProgress(resource, percent) : undefined,
      });
    } catch (error) {
      if (error instanceof HttpError && error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 403) {
        const payload = (error.body ?? {}) as ApiError;
        const message = payload.message || error.message;
        throw new HttpError(message, error.status, {
          ...payload,
          fieldErrors: payload.errors,
          errors: toFormErrors(message, payload.errors, api.formErrors ?? { inputs: [] }),
        });
      }
      throw error;
    } finally {
      if (multipart) setUploadProgress(resource, null);
    }
  }

  const provider: QahveDataProvider = {
    supportAbortSignal: true,

    getList: (resource, params) => fetchPage(resource, params) as Promise<any>,

    async getOne(resource, { id, signal }) {
      const api = apiOf(resource);
      if (api.getOne === 'endpoint') {
        const { json } = await request(`${api.path}/${id}`, { signal });
        return { data: remember(resource, [toRecord(api, json)])[0] as any };
      }
      const known = cacheOf(resource).get(String(id));
      return { data: (known ?? (await findInList(resource, id))) as any };
    },

    async getMany(resource, { ids, signal }) {
      const api = apiOf(resource);
      const known = cacheOf(resource);
      const missing = ids.filter((id) => !known.has(String(id)));
      if (missing.length > 0) {
        if (api.getOne === 'endpoint') {
          await Promise.all(missing.map((id) => provider.getOne(resource, { id, signal }).catch(() => undefined)));
        } else {
          await fetchPage(resource, { meta: { whole: true }, signal });
        }
      }
      return { data: ids.map((id) => known.get(String(id))).filter((r): r is RaRecord => r !== undefined) as any[] };
    },

    getManyReference: (resource, { target, id, ...params }) =>
      fetchPage(resource, { ...params, filter: { ...params.filter, [target]: id } }) as Promise<any>,

    async create(resource, { data }) {
      const api = apiOf(resource);
      if (!api.toCreateBody) throw new Error(`${resource} cannot be created`);
      const { json } = await send(resource, api.path, 'POST', api.toCreateBody(data), api.createTimeoutMs);
      const id = (json as { id?: Identifier } | null)?.id;
      return { data: { ...data, ...(json && typeof json === 'object' ? json : {}), id } as any };
    },

    async update(resource, { id, data, previousData }) {
      const api = apiOf(resource);
      if (!api.toUpdateBody) throw new Error(`${resource} cannot be edited`);
      const path = api.updatePath ? api.updatePath(id) : `${api.path}/${id}`;
      const { json } = await send(resource, path, api.updateMethod ?? 'PUT', api.toUpdateBody(data, previousData));
      return { data: answered(resource, id, json, previousData, data) as any };
    },

    async updateMany(resource, { ids, data }) {
      for (const id of ids) await provider.update(resource, { id, data, previousData: cacheOf(resource).get(String(id)) as any });
      return { data: ids };
    },

    async delete(resource, { id, previousData }) {
      const api = apiOf(resource);
      const { json } = await request<{ id: Identifier; isDeleted: boolean }>(api.deletePath ? api.deletePath(id) : `${api.path}/${id}`, {
        method: 'DELETE',
      });
      const record = { ...(previousData ?? cacheOf(resource).get(String(id))), id, isDeleted: json?.isDeleted ?? true } as RaRecord;
      remember(resource, [record]);
      return { data: record as any };
    },

    async deleteMany(resource, { ids }) {
      for (const id of ids) await provider.delete(resource, { id });
      return { data: ids };
    },

    async history(resource, id, { page, perPage }) {
      const { json } = await request<Paged<HistoryEntry>>('History', {
        query: { resource: apiOf(resource).path, entityId: String(id), pageNumber: page, pageSize: perPage },
      });
      return json;
    },

    async restoreVersion(resource, entryId, version = 'after') {
      await request(`History/${entryId}/${version === 'before' ? 'RestoreBefore' : 'Restore'}`, { method: 'POST' });
      // The lists that find a record in their page would show the version before the restore.
      cache.delete(resource);
    },

    async saveDraft(resource, { id, data, previousData }) {
      const { api, path } = draftsOf(resource);
      const edit = id !== undefined && id !== null;
      const body = draftBody(resource, { id, data, previousData });
      const { json } = await send(
        resource,
        path(edit ? id : undefined),
        edit ? 'PUT' : 'POST',
        body,
        edit ? undefined : api.createTimeoutMs,
      );
      const answer = (json ?? {}) as { id?: Identifier; draft?: DraftInfo | null };
      const draft = answer.draft ?? null;
      if (edit) patch(resource, id, { draft });
      return { id: answer.id ?? id!, draft };
    },

    async getDraft(resource, { id, previousData }) {
      const { api, path } = draftsOf(resource);
      try {
        const { json } = await request<DraftAnswer>(path(id));
        // The draft's values in the form's shape over the record, as the console reads an item (its dictionaries in language order).
        return { draft: json.draft, data: toRecord(api, { ...(previousData ?? cacheOf(resource).get(String(id))), ...json.input, id }) };
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return null;
        throw error;
      }
    },

    async discardDraft(resource, id) {
      const { path } = draftsOf(resource);
      await request(path(id), { method: 'DELETE' });
      return { data: patch(resource, id, { draft: null }) };
    },

    async publish(resource, id) {
      const { api } = draftsOf(resource);
      const { json } = await request(`${api.path}/${id}/publish`, { method: 'POST' });
      return { data: answered(resource, id, json, cacheOf(resource).get(String(id)), { draft: null, isDeleted: false }) };
    },

    async preview(resource, { id, data, previousData, signal }) {
      const { api } = draftsOf(resource);
      // Not `send`: no upload progress under the form, and a 400's errors stay the server's (the form's fields are not marked).
      const body = withoutFiles(draftBody(resource, { id, data, previousData }));
      const { json } = await request<PreviewAnswer>(`${api.path}/${id}/preview`, { method: 'POST', body, signal });
      return json;
    },

    async revert(resource, id) {
      const api = apiOf(resource);
      const { json } = await request<{ id: Identifier; isDeleted: boolean }>(
        api.revertPath ? api.revertPath(id) : `${api.path}/revert/${id}`,
        { method: 'PUT' },
      );
      const record = { ...cacheOf(resource).get(String(id)), id, isDeleted: json?.isDeleted ?? false } as RaRecord;
      remember(resource, [record]);
      return { data: record };
    },
  };
  return provider;
}

/** The provider with the access token refreshed ahead of its expiry before every call. */
export function withTokenRefresh(provider: QahveDataProvider): QahveDataProvider {
  return addRefreshAuthToDataProvider(provider, ensureFreshToken);
}
