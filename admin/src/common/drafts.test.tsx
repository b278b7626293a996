import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleDataProvider } from '../App';
import { CATEGORY_TREE, dict } from '../test/dataProvider';
import { AMERICANO_DRAFT, DRAFT, draftProduct as product } from '../test/drafts';
import { formatDateTime } from './dates';
import { fakeApi, writes, type Answer, type ApiCall } from '../test/http';
import { renderConsole } from '../test/render';

/** Published, with unpublished changes, deleted, and created as a draft (hidden, never published). */
const PRODUCTS = [
  product(1, 'Latte'),
  product(2, 'Americano', { draft: DRAFT }),
  product(3, 'Cortado', { isDeleted: true }),
  product(4, 'Mocha', { isDeleted: true, draft: { ...DRAFT, by: null, isNew: true, files: ['primaryImageFile'] } }),
];

const paged = (items: unknown[]) => ({ body: { pageNumber: 1, totalPages: 1, totalItems: items.length, items } });

/** The products and categories lists, Americano's draft, no translation states, and `more` for the calls a test makes. */
const productsApi =
  (more: Answer = () => undefined): Answer =>
  (call) => {
    const path = call.path.split('?')[0];
    if (call.method === 'GET' && path === 'Products') return paged(PRODUCTS);
    if (call.method === 'GET' && path === 'Categories') return paged(CATEGORY_TREE);
    if (call.method === 'GET' && path === 'Products/2/draft') return { body: AMERICANO_DRAFT };
    // The edit form's translation states (none stale).
    if (call.method === 'GET' && path === 'Translations') return paged([]);
    return more(call);
  };

/** The lists, and Americano's draft saved again and published. */
const draftAndPublishApi = productsApi((call) => {
  if (call.method === 'PUT' && call.path === 'Products/2/draft') return { body: { id: 2, draft: DRAFT } };
  if (call.path === 'Products/2/publish') return { body: product(2, 'Americano XL') };
  return undefined;
});

const listReads = (calls: ApiCall[]) => calls.filter((call) => call.method === 'GET' && call.path.startsWith('Products?')).length;

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

afterEach(() => vi.unstubAllGlobals());

describe('drafts in the products list', () => {
  it('shows "Draft" and "Unpublished changes" chips, nothing on published and deleted rows, and lets a new draft be edited', async () => {
    fakeApi(productsApi());
    renderConsole('/products', { dataProvider: consoleDataProvider() });

    const changed = within(await rowOf('Americano'))
      .getByText('Dərc olunmamış dəyişikliklər')
      .closest('[data-state]')!;
    expect(changed).toHaveAttribute('data-state', 'changed');
    expect(changed).toHaveTextContent('Vəziyyət: Dərc olunmamış dəyişikliklər');
    const draft = within(await rowOf('Mocha'))
      .getByText('Qaralama')
      .closest('[data-state]')!;
    expect(draft).toHaveAttribute('data-state', 'draft');
    expect(draft).toHaveTextContent('Vəziyyət: Qaralama');
    for (const name of ['Latte', 'Cortado']) expect((await rowOf(name)).querySelector('[data-state]')).toBeNull();

    // The new draft is hidden but not deleted: Edit opens it, Delete and Revert do not apply.
    const mocha = await rowOf('Mocha');
    expect(within(mocha).getByRole('link', { name: 'Redaktə et: Mocha' })).toBeInTheDocument();
    expect(within(mocha).getByRole('button', { name: /^Sil: Mocha/ })).toBeDisabled();
    expect(within(mocha).queryByRole('button', { name: /^Geri qaytar/ })).toBeNull();
    const cortado = await rowOf('Cortado');
    expect(within(cortado).getByRole('button', { name: 'Redaktə et: Cortado' })).toBeDisabled();
    expect(within(cortado).getByRole('button', { name: /^Geri qaytar: Cortado/ })).toBeEnabled();
  });
});

describe('drafts in the product edit modal', () => {
  it('shows the draft’s notice and values, and Publish publishes it, notifies, refreshes the list and closes', async () => {
    const user = userEvent.setup();
    const calls = fakeApi(productsApi((call) => (call.path === 'Products/2/publish' ? { body: product(2, 'Americano XL') } : undefined)));
    renderConsole('/products/2', { dataProvider: consoleDataProvider() });
    const dialog = await screen.findByRole('dialog');
    const time = formatDateTime(DRAFT.updatedAt, 'az');
    expect(await within(dialog).findByText(`Dərc olunmamış qaralama ${time} saxlanılıb (editor@qahve.local)`)).toBeVisible();
    await waitFor(() => expect(within(dialog).getByLabelText(/Ölçü və qiymət/)).toHaveValue('L / 7'));
    const reads = listReads(calls);

    await user.click(within(dialog).getByRole('button', { name: 'Dərc et' }));
    expect(await screen.findByText('Dərc olundu')).toBeInTheDocument();
    // Nothing typed since the draft: only the publish is sent.
    expect(writes(calls).map(({ method, path }) => `${method} ${path}`)).toEqual(['POST Products/2/publish']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(listReads(calls)).toBeGreaterThan(reads));
  });

  it('Publish saves what was typed since into the draft first, so that what is published is what the form shows', async () => {
    const user = userEvent.setup();
    const calls = fakeApi(draftAndPublishApi);
    renderConsole('/products/2', { dataProvider: consoleDataProvider() });
    const dialog = await screen.findByRole('dialog');
    const size = await within(dialog).findByLabelText(/Ölçü və qiymət/);
    await waitFor(() => expect(size).toHaveValue('L / 7'));
    await user.clear(size);
    await user.type(size, 'XL / 8');
    await user.click(within(dialog).getByRole('button', { name: 'Dərc et' }));
    expect(await screen.findByText('Dərc olundu')).toBeInTheDocument();
    const sent = writes(calls);
    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual(['PUT Products/2/draft', 'POST Products/2/publish']);
    expect(sent[0].body).toContainEqual(['SizeAndPrice', 'XL / 8']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Publish with a translation left empty names the languages and fields first; Cancel sends nothing, Publish anyway publishes', async () => {
    const user = userEvent.setup();
    const calls = fakeApi(draftAndPublishApi);
    renderConsole('/products/2', { dataProvider: consoleDataProvider() });
    const dialog = await screen.findByRole('dialog');
    // A description in Azerbaijani only: the English and Russian ones are missing (the names are required in each).
    const description = await within(dialog).findByLabelText(/^Təsvir \(Azərbaycanca\)/);
    await waitFor(() => expect(within(dialog).getByLabelText(/^Ad \(Azərbaycanca\)/)).toHaveValue('Americano XL'));
    await user.type(description, 'Güclü qəhvə');

    await user.click(within(dialog).getByRole('button', { name: 'Dərc et' }));
    const warning = await screen.findByRole('dialog', { name: 'Tərcümələr çatışmır. Yenə də dərc edilsin?' });
    expect(
      within(warning)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['English: Təsvir', 'Русский: Təsvir']);
    await user.click(within(warning).getByRole('button', { name: /Ləğv et/ }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Tərcümələr çatışmır/ })).toBeNull());
    expect(writes(calls)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Dərc et' }));
    const again = await screen.findByRole('dialog', { name: /Tərcümələr çatışmır/ });
    await user.click(within(again).getByRole('button', { name: 'Yenə də dərc et' }));
    expect(await screen.findByText('Dərc olundu')).toBeInTheDocument();
    const sent = writes(calls);
    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual(['PUT Products/2/draft', 'POST Products/2/publish']);
  });

  it('Discard draft asks first, then deletes the draft and closes', async () => {
    const user = userEvent.setup();
    const calls = fakeApi(
      productsApi((call) => (call.method === 'DELETE' && call.path === 'Products/2/draft' ? { body: { id: 2, draft: null } } : undefined)),
    );
    renderConsole('/products/2', { dataProvider: consoleDataProvider() });
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Qaralamanı ləğv et' }));
    const confirm = await screen.findByRole('dialog', { name: 'Qaralama ləğv edilsin?' });
    expect(writes(calls)).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Qaralamanı ləğv et' }));
    expect(await screen.findByText('Qaralama ləğv edildi')).toBeInTheDocument();
    expect(writes(calls).map(({ method, path }) => `${method} ${path}`)).toEqual(['DELETE Products/2/draft']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Save as draft sends the typed values to the draft, not the update; a 400 puts its errors on the fields', async () => {
    const user = userEvent.setup();
    const answers = [
      { status: 400, body: { message: 'Validation failed', errors: [{ field: 'sizeAndPrice', message: 'Too long for the server' }] } },
      { body: { id: 1, draft: DRAFT } },
    ];
    const calls = fakeApi(productsApi((call) => (call.method === 'PUT' && call.path === 'Products/1/draft' ? answers.shift() : undefined)));
    renderConsole('/products/1', { dataProvider: consoleDataProvider() });
    const dialog = await screen.findByRole('dialog');
    const size = await within(dialog).findByLabelText(/Ölçü və qiymət/);
    await waitFor(() => expect(size).toHaveValue('M / 5'));
    // A published record without a draft: no notice, no Publish or Discard.
    expect(within(dialog).queryByRole('button', { name: 'Dərc et' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Qaralamanı ləğv et' })).toBeNull();
    await user.clear(size);
    await user.type(size, 'L / 6');

    await user.click(within(dialog).getByRole('button', { name: 'Qaralama kimi saxla' }));
    expect(await within(dialog).findByText('Too long for the server')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: /Məhsul/ })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Qaralama kimi saxla' }));
    expect(await screen.findByText('Qaralama saxlanıldı')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = writes(calls);
    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual(['PUT Products/1/draft', 'PUT Products/1/draft']);
    expect(sent[1].body).toContainEqual(['SizeAndPrice', 'L / 6']);
  });
});

describe('Save as draft on a create screen', () => {
  it('creates the category as a draft (POST Categories/draft), says so and returns to the list', async () => {
    const user = userEvent.setup();
    const calls = fakeApi(
      productsApi((call) => (call.method === 'POST' && call.path === 'Categories/draft' ? { status: 201, body: { id: 9 } } : undefined)),
    );
    renderConsole('/categories/create', { dataProvider: consoleDataProvider() });
    for (const [tab, label, value] of [
      ['English', /^Ad \(English\)/, 'Snacks'],
      ['Azərbaycanca', /^Ad \(Azərbaycanca\)/, 'Qəlyanaltılar'],
      ['Русский', /^Ad \(Русский\)/, 'Закуски'],
    ] as const) {
      await user.click(await screen.findByRole('tab', { name: tab }));
      await user.type(screen.getByLabelText(label), value);
    }
    await user.click(screen.getByRole('button', { name: 'Qaralama kimi saxla' }));
    expect(await screen.findByText('Qaralama saxlanıldı')).toBeInTheDocument();
    const sent = writes(calls);
    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual(['POST Categories/draft']);
    expect(sent[0].body).toEqual({ parentCategoryId: null, categoryDictionaries: dict('Snacks', 'Qəlyanaltılar', 'Закуски') });
    expect(screen.getByRole('button', { name: /Yadda saxla/ })).toBeDisabled();
  });
});
