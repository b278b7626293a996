import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Category, Product } from '@qahve/config';
import { renderPage, resetLanguage } from '../../test/render';
import { callsTo, json, mockApi, paged } from '../../test/mockApi';

const category = (id: number, en: string, subCategories: Category[] = []): Category => ({
  id,
  parentCategoryId: null,
  isDeleted: false,
  categoryDictionaries: [
    { languageId: 1, name: en },
    { languageId: 2, name: `${en} az` },
    { languageId: 3, name: `${en} ru` },
  ],
  subCategories,
});

const CATEGORIES = [
  category(1, 'Coffee', [category(11, 'Espresso')]),
  category(5, 'Products', [category(51, 'Coffee beans'), category(52, 'Merch')]),
];

const product = (
  id: number,
  categoryId: number,
  dictionaries?: Product['productDictionaries'],
  image: string | null = `/uploads/${id}.jpg`,
): Product => ({
  id,
  categoryId,
  order: 1,
  isMenuItem: false,
  isDeleted: false,
  sizeAndPrice: '250 g / 20',
  primaryImageUrl: image,
  secondaryImageUrl: null,
  woltLink: null,
  productDictionaries: dictionaries ?? [
    { languageId: 1, name: `Beans ${id}`, description: `About ${id}` },
    { languageId: 2, name: `Dən ${id}`, description: `Haqqında ${id}` },
    { languageId: 3, name: `Зёрна ${id}`, description: `О ${id}` },
  ],
});

// 8 beans and 2 merch items: "All" has 10 products = 4 pages of 3.
const PRODUCTS = [
  ...Array.from({ length: 8 }, (_, i) => product(i + 1, 51)),
  product(9, 52, [{ languageId: 3, name: 'Шопер', description: null }], null),
  product(10, 52, []),
];

async function renderProducts() {
  await renderPage('product', '/product');
  return screen.findByRole('tablist', { name: 'Product categories' });
}

const names = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('/product', () => {
  beforeEach(() => resetLanguage(1, 'product'));
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the categories and the catalogue with the parameters of the API', async () => {
    const fetchMock = mockApi({
      'GET /api/v1/client/Categories': () => json(paged(CATEGORIES)),
      'GET /api/v1/client/Products': () => json(paged(PRODUCTS)),
    });
    await renderProducts();
    await screen.findByText('Beans 1');
    const c = new URL(String(callsTo(fetchMock, 'GET /api/v1/client/Categories')[0][0]), 'http://x');
    expect(Object.fromEntries(c.searchParams)).toEqual({ languageId: '1' });
    const p = new URL(String(callsTo(fetchMock, 'GET /api/v1/client/Products')[0][0]), 'http://x');
    expect(Object.fromEntries(p.searchParams)).toEqual({
      pageNumber: '1',
      pageSize: '100',
      isPaginated: 'true',
      isMenuItem: 'false',
      languageId: '1',
    });
  });

  it('has a breadcrumb, "All products" plus the subcategories of "Products" as tabs, and 3 cards a page', async () => {
    mockApi({
      'GET /api/v1/client/Categories': () => json(paged(CATEGORIES)),
      'GET /api/v1/client/Products': () => json(paged(PRODUCTS)),
    });
    const tablist = await renderProducts();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('HomeProducts');
    await within(tablist).findByRole('tab', { name: 'Merch' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['All products', 'Coffee beans', 'Merch']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Beans 1')).toBeInTheDocument();
    expect(names()).toEqual(['Beans 1', 'Beans 2', 'Beans 3']);
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(
      within(pager)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['', '1', '2', '3', '4', '']);
    expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();
  });

  it('pages through, and a new tab starts again at page 1', async () => {
    mockApi({
      'GET /api/v1/client/Categories': () => json(paged(CATEGORIES)),
      'GET /api/v1/client/Products': () => json(paged(PRODUCTS)),
    });
    const user = userEvent.setup();
    const tablist = await renderProducts();
    await screen.findByText('Beans 1');
    await within(tablist).findByRole('tab', { name: 'Merch' });
    const pager = () => screen.getByRole('navigation', { name: 'Pages' });

    await user.click(within(pager()).getByRole('button', { name: 'Page 4' }));
    // 10 has no dictionary at all: "No name", "No description".
    expect(names()).toEqual(['No name']);
    expect(screen.getByText('No description')).toBeInTheDocument();
    expect(within(pager()).getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.click(within(pager()).getByRole('button', { name: 'Previous page' }));
    // 9 has no English name: the first entry's; no picture: the placeholder.
    expect(names()).toEqual(['Beans 7', 'Beans 8', 'Шопер']);
    expect(screen.getByRole('img', { name: 'Шопер' }).getAttribute('src')).toContain('placeholder');
    expect(screen.getByRole('img', { name: 'Beans 7' })).toHaveAttribute('src', '/uploads/7.jpg');

    await user.click(within(tablist).getByRole('tab', { name: 'Coffee beans' }));
    expect(within(tablist).getByRole('tab', { name: 'Coffee beans' })).toHaveAttribute('aria-selected', 'true');
    expect(names()).toEqual(['Beans 1', 'Beans 2', 'Beans 3']);
    expect(within(pager()).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager()).getAllByRole('button', { name: /^Page/ })).toHaveLength(3);

    // Arrow keys move between tabs.
    await user.keyboard('{ArrowRight}');
    expect(within(tablist).getByRole('tab', { name: 'Merch' })).toHaveFocus();
    expect(names()).toEqual(['Шопер', 'No name']);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('says "No products available" when there are none, or the load fails', async () => {
    mockApi({
      'GET /api/v1/client/Categories': () => json(paged(CATEGORIES)),
      'GET /api/v1/client/Products': () => json(paged([])),
    });
    await renderProducts();
    expect(await screen.findByText('No products available')).toBeInTheDocument();
    vi.unstubAllGlobals();

    mockApi({
      'GET /api/v1/client/Categories': () => json({ message: 'down' }, 500),
      'GET /api/v1/client/Products': () => json({ message: 'down' }, 500),
    });
    document.body.innerHTML = '';
    const tablist = await renderProducts();
    expect(await screen.findByText('No products available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(within(tablist).getAllByRole('tab')).toHaveLength(1);
  });
});
