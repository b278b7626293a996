import { afterEach, describe, expect, it, vi } from 'vitest';
import { HISTORY_ACTIONS } from '@qahve/config';
import { createDataProvider } from '../api/dataProvider';
import { az } from '../i18n/az';
import { en } from '../i18n/en';
import { ru } from '../i18n/ru';
import { dict } from '../test/dataProvider';
import { AMERICANO_DRAFT, DRAFT, draftProduct as product } from '../test/drafts';
import { fakeApi } from '../test/http';
import { RESOURCE_APIS } from '.';

afterEach(() => vi.unstubAllGlobals());

describe('the data provider’s draft calls', () => {
  it('saves, reads, discards and publishes on the draft paths, with the create and update bodies', async () => {
    const calls = fakeApi((call) => {
      if (call.path === 'Categories/draft') return { status: 201, body: { id: 9, message: 'Draft saved' } };
      if (call.path === 'Products/2/draft' && call.method === 'PUT') return { body: { id: 2, draft: DRAFT } };
      if (call.path === 'Products/2/draft' && call.method === 'GET') return { body: AMERICANO_DRAFT };
      if (call.path === 'Products/1/draft') return { status: 404, body: { message: 'This item has no draft' } };
      if (call.path === 'Products/2/draft' && call.method === 'DELETE') return { body: { id: 2, draft: null } };
      if (call.path === 'Products/2/publish') return { body: product(2, 'Americano XL') };
      return undefined;
    });
    const provider = createDataProvider(RESOURCE_APIS);
    const names = { categoryDictionaries: dict('Snacks', 'Qəlyanaltılar', 'Закуски') };

    expect(await provider.saveDraft!('categories', { data: { parentCategoryId: null, ...names } })).toEqual({
      id: 9,
      draft: null,
    });
    const americano = product(2, 'Americano');
    expect(
      await provider.saveDraft!('products', { id: 2, data: { ...americano, sizeAndPrice: 'L / 7' }, previousData: americano }),
    ).toEqual({ id: 2, draft: DRAFT });
    const loaded = await provider.getDraft!('products', { id: 2, previousData: americano });
    // The draft's values over the record, its dictionaries one a language in the console's order.
    expect(loaded?.data).toMatchObject({ id: 2, sizeAndPrice: 'L / 7', primaryImageUrl: null });
    expect(loaded?.data.productDictionaries.map((d: { name: string }) => d.name)).toEqual(['Americano XL', 'Americano XL', 'Американо XL']);
    expect(await provider.getDraft!('products', { id: 1 })).toBeNull();
    expect((await provider.discardDraft!('products', 2)).data).toMatchObject({ id: 2, draft: null });
    expect((await provider.publish!('products', 2)).data).toMatchObject({ id: 2, draft: null, isDeleted: false });

    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST Categories/draft',
      'PUT Products/2/draft',
      'GET Products/2/draft',
      'GET Products/1/draft',
      'DELETE Products/2/draft',
      'POST Products/2/publish',
    ]);
    expect(calls[0].body).toEqual({ parentCategoryId: null, categoryDictionaries: dict('Snacks', 'Qəlyanaltılar', 'Закуски') });
    expect(calls[1].body).toContainEqual(['SizeAndPrice', 'L / 7']);
    // Reviews keep no drafts: nothing is sent.
    await expect(provider.publish!('reviews', 1)).rejects.toThrow('reviews has no drafts');
    expect(calls).toHaveLength(6);
  });
});

describe('the drafts’ history', () => {
  it('names every action of the history, drafts’ included, in the three languages', () => {
    for (const messages of [en, az, ru]) {
      const actions = messages.app.history.actions as Record<string, string>;
      for (const action of HISTORY_ACTIONS) expect(typeof actions[action], action).toBe('string');
    }
    expect([az.app.history.actions.draft, ru.app.history.actions.publish]).toEqual(['Qaralama saxlanıldı', 'Опубликовано']);
  });
});
