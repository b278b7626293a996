import { vi } from 'vitest';
import { HttpError, type GetListParams, type Identifier } from 'react-admin';
import {
  PRODUCT_CRITERIA,
  SERVICE_CRITERIA,
  type AdminContactSource,
  type AdminSurvey,
  type LanguageId,
  type SortKey,
  type SurveyStatistics,
} from '@qahve/config';
import { dict, testDataProvider } from '../../test/dataProvider';

export const INSTAGRAM: AdminContactSource = {
  id: 1,
  isDeleted: false,
  contactSourceDictionaries: dict('Instagram', 'İnstaqram', 'Инстаграм'),
};
export const RADIO: AdminContactSource = { id: 2, isDeleted: true, contactSourceDictionaries: dict('Radio', 'Radio', 'Радио') };

/** The form's keys are the labels the visitor saw: English (the seed), Azerbaijani or Russian. */
const KEYS: Record<LanguageId, string[]> = {
  1: [...SERVICE_CRITERIA, ...PRODUCT_CRITERIA],
  2: ['Təmizlik', 'Wi-Fi', 'Atmosfer', 'Məhsulların mövcudluğu', 'Personal', 'İçkilər', 'Yeməklər', 'Desertlər'],
  3: ['Чистота', 'Wi-Fi', 'Атмосфера', 'Наличие продукции', 'Персонал', 'Напитки', 'Еда', 'Десерты'],
};

export function survey(
  id: number,
  gender: boolean,
  age: number,
  qualityPoint: number,
  extra: Partial<AdminSurvey> & { languageId?: LanguageId } = {},
): AdminSurvey {
  const { languageId = 1, ...rest } = extra;
  return {
    id,
    gender,
    age,
    qualityPoint,
    comment: `Şərh ${id}`,
    isDeleted: false,
    contactSourceId: INSTAGRAM.id,
    contactSource: INSTAGRAM,
    statisfactions: [{ statisfactionDictionaries: KEYS[languageId].map((key, i) => ({ key, value: (id + i) % 4, languageId })) }],
    createdAt: new Date(Date.UTC(2026, 10, id, 9, 30)).toISOString(),
    ...rest,
  };
}

/**
 * Survey 3 is deleted, 4 came from a deleted contact source and has "No comment", 5 answered in
 * Azerbaijani, 6 in Russian, 7 has no criteria and 8 a criterion the form no longer has.
 */
export function surveyRecords(): AdminSurvey[] {
  return [
    survey(1, true, 0, 4),
    survey(2, false, 3, 1),
    survey(3, true, 1, 2, { isDeleted: true }),
    survey(4, false, 1, 3, { contactSource: RADIO, contactSourceId: RADIO.id, comment: 'No comment' }),
    survey(5, true, 2, 0, { languageId: 2 }),
    survey(6, false, 2, 4, { languageId: 3 }),
    survey(7, true, 3, 3, { statisfactions: [{ statisfactionDictionaries: [] }] }),
    survey(8, false, 0, 2, { statisfactions: [{ statisfactionDictionaries: [{ key: 'Music', value: 3, languageId: 1 }] }] }),
  ];
}

/** The API's order: the sort keys in turn, then id descending. */
export function apiOrder(rows: AdminSurvey[], sort: SortKey[]): AdminSurvey[] {
  return [...rows].sort((a, b) => {
    for (const { field, order } of sort) {
      const diff = Number(a[field]) - Number(b[field]);
      if (diff !== 0) return order === 'asc' ? diff : -diff;
    }
    return b.id - a.id;
  });
}

/**
 * The console's test data provider with surveys: sorted and paged like the API, getOne and the soft
 * delete and revert on the shared `records`.
 */
export function surveyDataProvider(records = surveyRecords()) {
  const provider = testDataProvider();
  const { getList, getOne, delete: remove, revert } = provider;
  const find = (id: Identifier | unknown) => records.find((r) => String(r.id) === String(id));
  provider.getList = vi.fn(async (resource: string, params: GetListParams) => {
    if (resource !== 'survey') return getList(resource, params);
    const rows = apiOrder(records, (params.filter?.sort as SortKey[] | undefined) ?? []);
    const { page = 1, perPage = 10 } = params.pagination ?? {};
    return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
  }) as typeof provider.getList;
  provider.getOne = vi.fn(async (resource: string, params: { id: unknown }) => {
    if (resource !== 'survey') return getOne(resource, params);
    const found = find(params.id);
    if (!found) throw new HttpError('Survey not found', 404);
    return { data: found };
  }) as typeof provider.getOne;
  provider.delete = vi.fn(async (resource: string, params: { id: unknown }) => {
    if (resource !== 'survey') return remove(resource, params);
    const found = find(params.id)!;
    found.isDeleted = true;
    return { data: found };
  }) as typeof provider.delete;
  provider.revert = vi.fn(async (resource: string, id: Identifier) => {
    if (resource !== 'survey') return revert(resource, id);
    const found = find(id)!;
    found.isDeleted = false;
    return { data: found };
  }) as typeof provider.revert;
  return provider;
}

/** A statistics answer: Instagram and the deleted Radio, the four age groups, five quality points, two genders. */
export function statistics(extra: Partial<SurveyStatistics> = {}): SurveyStatistics {
  return {
    total: 12,
    from: null,
    to: null,
    contactSources: [
      { contactSourceId: 1, contactSourceDictionaries: INSTAGRAM.contactSourceDictionaries, isDeleted: false, count: 9 },
      { contactSourceId: 2, contactSourceDictionaries: RADIO.contactSourceDictionaries, isDeleted: true, count: 3 },
    ],
    ageGroups: [
      { age: 0, label: '13-17', count: 1 },
      { age: 1, label: '18-24', count: 5 },
      { age: 2, label: '24-34', count: 4 },
      { age: 3, label: '34+', count: 2 },
    ],
    qualityPoints: [
      { qualityPoint: 0, label: 'Very Bad', count: 0 },
      { qualityPoint: 1, label: 'Bad', count: 1 },
      { qualityPoint: 2, label: 'Average', count: 2 },
      { qualityPoint: 3, label: 'Good', count: 4 },
      { qualityPoint: 4, label: 'Excellent', count: 5 },
    ],
    genders: [
      { gender: true, label: 'Male', count: 7 },
      { gender: false, label: 'Female', count: 5 },
    ],
    ...extra,
  };
}
