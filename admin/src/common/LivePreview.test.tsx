import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Form, HttpError, memoryStore, RecordContextProvider, ResourceContextProvider, TextInput } from 'react-admin';
import type { PreviewAnswer } from '@qahve/config';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleDataProvider } from '../App';
import { createI18nProvider } from '../i18n';
import { CATEGORY_TREE, product, testDataProvider } from '../test/dataProvider';
import { draftProduct } from '../test/drafts';
import { fakeApi, writes } from '../test/http';
import { renderConsole } from '../test/render';
import { LivePreview } from './LivePreview';
import { previewSrc } from './PreviewFrame';
import { PREVIEW_DEBOUNCE_MS } from './useLivePreview';

const LATTE = product(1, 3, 'Latte');

/** An answer with `token`, for the product's pages, valid ten minutes. */
const answer = (token: string, pages = ['/menu', '/product']): PreviewAnswer => ({
  token,
  expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
  pages,
});

type Preview = (resource: string, params: { data: Record<string, unknown>; signal?: AbortSignal }) => Promise<PreviewAnswer>;

/** Latte's size input and its preview pane in a react-admin form, in `locale`, the data provider's preview being `preview`. */
function renderPane(preview: Preview, locale: 'az' | 'en' | 'ru' = 'az') {
  const fn = vi.fn(preview);
  render(
    <AdminContext dataProvider={{ ...testDataProvider(), preview: fn }} i18nProvider={createI18nProvider([], locale)} store={memoryStore()}>
      <ResourceContextProvider value="products">
        <RecordContextProvider value={LATTE}>
          <Form record={LATTE}>
            <TextInput source="sizeAndPrice" label="Size" />
            <LivePreview id="pane" />
          </Form>
        </RecordContextProvider>
      </ResourceContextProvider>
    </AdminContext>,
  );
  return fn;
}

const frame = () => screen.findByTitle('Səhifənin önizləməsi');
const frameSrc = async () => (await frame()).getAttribute('src');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('the live preview pane', () => {
  // Fake timers that also follow the clock, so that Testing Library's waits still run.
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());
  const typist = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

  it('asks at once, then once when typing stops (none while typing), with the typed values', async () => {
    const preview = renderPane(async () => answer('t1'));
    await waitFor(() => expect(preview).toHaveBeenCalledTimes(1));
    expect(preview.mock.calls[0][0]).toBe('products');
    expect(preview.mock.calls[0][1]).toMatchObject({ id: 1, data: { sizeAndPrice: 'M / 5' }, previousData: LATTE });

    const user = typist();
    const size = screen.getByLabelText('Size');
    await user.clear(size);
    for (const key of 'L / 6') {
      await user.type(size, key);
      await advance(PREVIEW_DEBOUNCE_MS - 200);
    }
    expect(preview).toHaveBeenCalledTimes(1);
    await advance(300);
    await waitFor(() => expect(preview).toHaveBeenCalledTimes(2));
    expect(preview.mock.calls[1][1].data).toMatchObject({ sizeAndPrice: 'L / 6' });
  });

  it('shows the page in a sandboxed frame from the token, the page and the console’s language; the page, language and width switch it', async () => {
    const user = typist();
    renderPane(async () => answer('abc123'));
    const iframe = await frame();
    expect(iframe).toHaveAttribute('src', '/preview/abc123/menu?lang=az');
    expect(iframe).toHaveAttribute('sandbox', 'allow-same-origin');
    expect(iframe).toHaveStyle({ width: '375px' });
    const pane = screen.getByRole('region', { name: 'Saytda önizləmə' });

    await user.selectOptions(within(pane).getByLabelText('Səhifə'), '/product');
    expect(await frameSrc()).toBe('/preview/abc123/product?lang=az');

    const languages = within(pane).getByRole('group', { name: 'Səhifənin dili' });
    expect(within(languages).getByRole('button', { name: 'Azərbaycanca' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(languages).getByRole('button', { name: 'Русский' }));
    expect(await frameSrc()).toBe('/preview/abc123/product?lang=ru');

    const widths = within(pane).getByRole('group', { name: 'Ekranın eni' });
    await user.click(within(widths).getByRole('button', { name: 'Kompüter (1280 px)' }));
    expect(await frame()).toHaveStyle({ width: '1280px' });
    expect(within(widths).getByRole('button', { name: 'Kompüter (1280 px)' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('starts in the console’s language, and a single page (the home page) has no page select', async () => {
    renderPane(async () => answer('home', ['/']), 'en');
    expect(await screen.findByTitle('Preview of the page')).toHaveAttribute('src', '/preview/home/?lang=en');
    expect(screen.queryByLabelText('Page')).toBeNull();
    expect(previewSrc('a b', 'menu', 'ru')).toBe('/preview/a%20b/menu?lang=ru');
  });

  it('keeps the last frame with a note after a 400, marking no field; a valid value brings the preview back', async () => {
    const answers: Array<() => Promise<PreviewAnswer>> = [
      async () => answer('t1'),
      async () => {
        throw new HttpError('Validation failed', 400, { message: 'Validation failed', errors: { sizeAndPrice: 'Too long' } });
      },
      async () => answer('t3'),
    ];
    renderPane(() => answers.shift()!());
    expect(await frameSrc()).toBe('/preview/t1/menu?lang=az');

    const user = typist();
    const size = screen.getByLabelText('Size');
    await user.type(size, 'x');
    await advance(PREVIEW_DEBOUNCE_MS);
    expect(await screen.findByRole('status')).toHaveTextContent('Önizləmə son düzgün dəyərləri göstərir');
    expect(await frameSrc()).toBe('/preview/t1/menu?lang=az');
    expect(screen.queryByText('Too long')).toBeNull();
    expect(size).not.toHaveAttribute('aria-invalid', 'true');

    await user.type(size, 'y');
    await advance(PREVIEW_DEBOUNCE_MS);
    await waitFor(async () => expect(await frameSrc()).toBe('/preview/t3/menu?lang=az'));
    expect(screen.queryByText('Önizləmə son düzgün dəyərləri göstərir')).toBeNull();
  });

  it('shows a failure with its message and keeps the frame; shows the empty state and the progress before the first answer', async () => {
    let fail: (error: unknown) => void = () => {};
    const answers: Array<() => Promise<PreviewAnswer>> = [
      () => new Promise((resolve) => setTimeout(() => resolve(answer('t1')), 50)),
      () => new Promise((_, reject) => (fail = reject)),
    ];
    renderPane(() => answers.shift()!());
    expect(screen.getByText('Önizləmə bir azdan burada görünəcək.')).toBeInTheDocument();
    expect(await screen.findByRole('progressbar', { name: 'Önizləmə yenilənir…' })).toBeInTheDocument();
    expect(await frameSrc()).toBe('/preview/t1/menu?lang=az');
    expect(screen.queryByRole('progressbar')).toBeNull();

    await typist().type(screen.getByLabelText('Size'), 'x');
    await advance(PREVIEW_DEBOUNCE_MS);
    await waitFor(() => expect(screen.getByRole('progressbar')).toBeInTheDocument());
    act(() => fail(new HttpError('Server down', 503)));
    expect(await screen.findByRole('alert')).toHaveTextContent('Önizləmə yenilənmədi: Server down');
    expect(await frameSrc()).toBe('/preview/t1/menu?lang=az');
  });

  it('aborts a stale request and ignores its late answer', async () => {
    // The first call answers at once; later ones wait until the test answers them.
    const pending: Array<{ resolve: (answer: PreviewAnswer) => void; signal?: AbortSignal }> = [];
    let calls = 0;
    const preview = renderPane((_, { signal }) =>
      calls++ === 0 ? Promise.resolve(answer('t1')) : new Promise((resolve) => pending.push({ resolve, signal })),
    );
    expect(await frameSrc()).toBe('/preview/t1/menu?lang=az');

    const user = typist();
    const size = screen.getByLabelText('Size');
    await user.type(size, 'x');
    await advance(PREVIEW_DEBOUNCE_MS);
    await waitFor(() => expect(preview).toHaveBeenCalledTimes(2));
    await user.type(size, 'y');
    await advance(PREVIEW_DEBOUNCE_MS);
    await waitFor(() => expect(preview).toHaveBeenCalledTimes(3));
    expect(pending).toHaveLength(2);
    expect(pending[0].signal?.aborted).toBe(true);

    act(() => pending[1].resolve(answer('t3')));
    await waitFor(async () => expect(await frameSrc()).toBe('/preview/t3/menu?lang=az'));
    await act(async () => pending[0].resolve(answer('t2')));
    expect(await frameSrc()).toBe('/preview/t3/menu?lang=az');
  });
});

describe('the preview in the product edit modal', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('the Preview toggle opens the pane, which asks POST Products/1/preview with the edit’s body', async () => {
    const user = userEvent.setup();
    const paged = (items: unknown[]) => ({ body: { pageNumber: 1, totalPages: 1, totalItems: items.length, items } });
    const calls = fakeApi((call) => {
      const path = call.path.split('?')[0];
      if (call.method === 'GET' && path === 'Products') return paged([draftProduct(1, 'Latte')]);
      if (call.method === 'GET' && path === 'Categories') return paged(CATEGORY_TREE);
      if (call.method === 'GET' && path === 'Translations') return paged([]);
      if (call.method === 'POST' && path === 'Products/1/preview') return { body: answer('tok', ['/menu']) };
      return undefined;
    });
    renderConsole('/products/1', { dataProvider: consoleDataProvider() });
    const dialog = await screen.findByRole('dialog');
    const toggle = await within(dialog).findByRole('button', { name: 'Önizləmə' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).queryByRole('region', { name: 'Saytda önizləmə' })).toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const pane = await within(dialog).findByRole('region', { name: 'Saytda önizləmə' });
    expect(toggle).toHaveAttribute('aria-controls', pane.id);
    expect(await within(pane).findByTitle('Səhifənin önizləməsi')).toHaveAttribute('src', '/preview/tok/menu?lang=az');
    const sent = writes(calls);
    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual(['POST Products/1/preview']);
    expect(sent[0].body).toContainEqual(['SizeAndPrice', 'M / 5']);
    expect((sent[0].body as string[][]).every(([, value]) => !value.startsWith('file:'))).toBe(true);

    await user.click(toggle);
    expect(within(dialog).queryByRole('region', { name: 'Saytda önizləmə' })).toBeNull();
  });
});
