import { act, screen, waitFor, within } from '@testing-library/react';
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
    { languageId: 1, name: `Beans ${id}`, description: `About ${id}`, imageAlt: null },
    { languageId: 2, name: `Dən ${id}`, description: `Haqqında ${id}`, imageAlt: null },
    { languageId: 3, name: `Зёрна ${id}`, description: `О ${id}`, imageAlt: null },
  ],
});

// 8 beans and 2 merch items: "All" has 10 products = 4 pages of 3.
const PRODUCTS = [
  ...Array.from({ length: 8 }, (_, i) => product(i + 1, 51)),
  product(9, 52, [{ languageId: 3, name: 'Шопер', description: null, imageAlt: null }], null),
  product(10, 52, []),
];

async function renderProducts(path = '/product') {
  await renderPage('product', path);
  return screen.findByRole('navigation', { name: 'Product categories' });
}

/** Follows a link; the app's navigation (a transition) is done when the act is. */
const follow = (link: HTMLElement) => act(async () => link.click());

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

  it('has a breadcrumb, "All products" plus the subcategories of "Products" as links, and 3 cards a page', async () => {
    mockApi({
      'GET /api/v1/client/Categories': () => json(paged(CATEGORIES)),
      'GET /api/v1/client/Products': () => json(paged(PRODUCTS)),
    });
    const tabs = await renderProducts();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('HomeProducts');
    await within(tabs).findByRole('link', { name: 'Merch' });
    const links = within(tabs).getAllByRole('link');
    expect(links.map((t) => [t.textContent, t.getAttribute('href')])).toEqual([
      ['All products', '/product?lang=en'],
      ['Coffee beans', '/product?category=51&lang=en'],
      ['Merch', '/product?category=52&lang=en'],
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('Beans 1')).toBeInTheDocument();
    expect(names()).toEqual(['Beans 1', 'Beans 2', 'Beans 3']);
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(
      within(pager)
        .getAllByRole('link')
        .map((b) => [b.textContent, b.getAttribute('href')]),
    ).toEqual([
      ['', null],
      ['1', '/product?lang=en'],
      ['2', '/product?page=2&lang=en'],
      ['3', '/product?page=3&lang=en'],
      ['4', '/product?page=4&lang=en'],
      ['', '/product?page=2&lang=en'],
    ]);
    expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('link', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('follows the page and tab links in the app, a tab starting again at page 1', async () => {
    const fetchMock = mockApi({
      'GET /api/v1/client/Categories': () => json(paged(CATEGORIES)),
      'GET /api/v1/client/Products': () => json(paged(PRODUCTS)),
    });
    const tabs = await renderProducts('/product?lang=en');
    await screen.findByText('Beans 1');
    const pager = () => screen.getByRole('navigation', { name: 'Pages' });

    await follow(within(pager()).getByRole('link', { name: 'Page 4' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/product?page=4&lang=en'));
    // 10 has no dictionary at all: "No name", "No description".
    expect(names()).toEqual(['No name']);
    expect(screen.getByText('No description')).toBeInTheDocument();
    expect(within(pager()).getByRole('link', { name: 'Next page' })).not.toHaveAttribute('href');

    await waitFor(() => expect(document.title).toBe('Products, page 4 of 4 | Qahve Evi'));
    await follow(within(pager()).getByRole('link', { name: 'Previous page' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/product?page=3&lang=en'));
    // 9 has no English name: the first entry's; no picture: the placeholder.
    expect(names()).toEqual(['Beans 7', 'Beans 8', 'Шопер']);
    expect(screen.getByRole('img', { name: 'Шопер' }).getAttribute('src')).toContain('placeholder');
    expect(screen.getByRole('img', { name: 'Beans 7' })).toHaveAttribute('src', '/uploads/7.jpg');

    await follow(within(tabs).getByRole('link', { name: 'Coffee beans' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/product?category=51&lang=en'));
    expect(within(tabs).getByRole('link', { name: 'Coffee beans' })).toHaveAttribute('aria-current', 'page');
    expect(names()).toEqual(['Beans 1', 'Beans 2', 'Beans 3']);
    expect(within(pager()).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager()).getAllByRole('link', { name: /^Page/ })).toHaveLength(3);

    await follow(within(tabs).getByRole('link', { name: 'Merch' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/product?category=52&lang=en'));
    expect(names()).toEqual(['Шопер', 'No name']);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    // The tab and the page are chosen from what was read once: no read again for them.
    expect(callsTo(fetchMock, 'GET /api/v1/client/Products')).toHaveLength(1);
  });

  it('shows the tab and the page its address names, with their own title and canonical', async () => {
    mockApi({
      'GET /api/v1/client/Categories': () => json(paged(CATEGORIES)),
      'GET /api/v1/client/Products': () => json(paged(PRODUCTS)),
    });
    const tabs = await renderProducts('/product?category=51&page=3&lang=en');
    await screen.findByText('Beans 7');
    expect(names()).toEqual(['Beans 7', 'Beans 8']);
    expect(within(tabs).getByRole('link', { name: 'Coffee beans' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('Coffee beans — Products, page 3 of 3 | Qahve Evi'));
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${location.origin}/product?category=51&page=3&lang=en`,
    );
  });

  it.each(['/product?category=1', '/product?category=99', '/product?page=5', '/product?page=0', '/product?category=51&page=x'])(
    '%s names no page of the catalogue: not found',
    async (path) => {
      mockApi({
        'GET /api/v1/client/Categories': () => json(paged(CATEGORIES)),
        'GET /api/v1/client/Products': () => json(paged(PRODUCTS)),
      });
      await renderPage('product', path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    },
  );

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
    const tabs = await renderProducts('/product?category=51&page=2');
    expect(await screen.findByText('No products available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(within(tabs).getAllByRole('link')).toHaveLength(1);
  });
});
