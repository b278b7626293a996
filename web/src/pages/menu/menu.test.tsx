import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Category, Product, Review } from '@qahve/config';
import { renderPage, resetLanguage } from '../../test/render';
import { callsTo, json, mockApi, paged, type Handler } from '../../test/mockApi';

const category = (id: number, name: string, subCategories: Category[] = [], parentCategoryId: number | null = null): Category => ({
  id,
  parentCategoryId,
  isDeleted: false,
  categoryDictionaries: [
    { languageId: 1, name },
    { languageId: 2, name: `${name} (az)` },
    { languageId: 3, name: `${name} (ru)` },
  ],
  subCategories,
});

const product = (id: number, categoryId: number, name: string, extra: Partial<Product> = {}): Product => ({
  id,
  categoryId,
  order: 1,
  isMenuItem: true,
  isDeleted: false,
  sizeAndPrice: 'M / 5, L / 6.5',
  primaryImageUrl: `/uploads/${id}.jpg`,
  primaryImageSrcSet: `/uploads/small_${id}.jpg 500w, /uploads/${id}.jpg 900w`,
  secondaryImageUrl: null,
  woltLink: null,
  productDictionaries: [
    { languageId: 1, name, description: `${name}, described`, imageAlt: null },
    { languageId: 2, name: `${name} (az)`, description: null, imageAlt: null },
    { languageId: 3, name: `${name} (ru)`, description: null, imageAlt: null },
  ],
  ...extra,
});

const CATEGORIES = [
  category(1, 'Coffee', [category(11, 'Espresso drinks', [], 1), category(12, 'Filter coffee', [], 1)]),
  category(2, 'Tea'),
  category(3, 'Shop'), // no menu items: left out
];
const PRODUCTS = [
  product(100, 11, 'Latte', { woltLink: 'https://wolt.com/latte' }),
  product(101, 12, 'V60'),
  product(102, 2, 'Black tea', { sizeAndPrice: 'Teapot / 9' }),
];
const REVIEW: Review = {
  id: 7,
  productId: 100,
  name: 'Aysel',
  surname: 'Huseynova',
  feedback: 'Silky and warm.',
  isDeleted: false,
  isConfirmed: true,
  isRejected: false,
  createdAt: '2024-05-01T10:00:00Z',
};

function api(overrides: Record<string, Handler> = {}) {
  return mockApi({
    'GET /api/v1/client/Categories': () => json(paged(CATEGORIES)),
    'GET /api/v1/client/Products': () => json(paged(PRODUCTS)),
    'GET /api/v1/client/Reviews': () => json(paged([REVIEW])),
    'POST /api/v1/client/Reviews': () => json({ id: 1, message: 'ok' }, 201),
    ...overrides,
  });
}

async function renderMenu() {
  await renderPage('menu', '/menu');
  await screen.findByRole('heading', { level: 2, name: 'All' });
}

const products = () => within(document.querySelector<HTMLElement>('section.menu-products')!);
const cardNames = () =>
  products()
    .queryAllByRole('button')
    .map((b) => b.querySelector('.menu-card__name')?.textContent);

async function openProduct(name: string) {
  const user = userEvent.setup();
  const card = screen.getAllByRole('button').find((b) => b.querySelector('.menu-card__name')?.textContent === name)!;
  await user.click(card);
  const dialog = await screen.findByRole('dialog', { name });
  return { user, card, dialog };
}

describe('/menu', () => {
  beforeEach(() => resetLanguage(1, 'menu'));
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for every category and the menu items, in the language', async () => {
    const fetchMock = api();
    await renderMenu();
    const categories = new URL(String(callsTo(fetchMock, 'GET /api/v1/client/Categories')[0][0]), 'http://x');
    expect(Object.fromEntries(categories.searchParams)).toEqual({ languageId: '1', isPaginated: 'false' });
    const items = new URL(String(callsTo(fetchMock, 'GET /api/v1/client/Products')[0][0]), 'http://x');
    expect(Object.fromEntries(items.searchParams)).toEqual({ languageId: '1', isPaginated: 'false', isMenuItem: 'true' });
  });

  it('filters the cards by category, a category including its subcategories', async () => {
    api();
    const user = userEvent.setup();
    await renderMenu();
    const nav = screen.getByRole('navigation', { name: 'Menu categories' });
    expect(within(nav).queryByRole('button', { name: 'Shop' })).not.toBeInTheDocument();
    expect(cardNames()).toEqual(['Latte', 'V60', 'Black tea']);
    expect(screen.getByText('3 items')).toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: 'Tea' }));
    expect(within(nav).getByRole('button', { name: 'Tea' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Tea' })).toBeInTheDocument();
    expect(cardNames()).toEqual(['Black tea']);
    expect(screen.getByText('1 item')).toBeInTheDocument();

    const toggle = within(nav).getByRole('button', { name: 'Subcategories of Coffee' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('button', { name: 'Filter coffee' })).not.toBeInTheDocument(); // hidden
    await user.click(within(nav).getByRole('button', { name: 'Coffee' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(cardNames()).toEqual(['Latte', 'V60']);

    await user.click(within(nav).getByRole('button', { name: 'Filter coffee' }));
    expect(cardNames()).toEqual(['V60']);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(within(nav).getByRole('button', { name: 'All' }));
    expect(cardNames()).toEqual(['Latte', 'V60', 'Black tea']);
  });

  it('shows a card with its picture (srcset) and prices in ₼', async () => {
    api();
    await renderMenu();
    const card = screen.getAllByRole('button').find((b) => b.textContent?.startsWith('Latte'))!;
    expect(card).toHaveTextContent('Latte');
    expect(card).toHaveTextContent(/M\s*5\s*₼/);
    expect(card).toHaveTextContent(/L\s*6\.5\s*₼/);
    expect(card.querySelector('img')).toHaveAttribute('srcset', '/uploads/small_100.jpg 500w, /uploads/100.jpg 900w');
  });

  it('describes a product’s picture with its alt text (else the Azerbaijani one) in the dialog; the card’s stays decorative', async () => {
    const described = product(100, 11, 'Latte', {
      productDictionaries: PRODUCTS[0].productDictionaries.map((d) => ({
        ...d,
        imageAlt: d.languageId === 2 ? 'Mərmər üzərində latte' : null,
      })),
    });
    api({ 'GET /api/v1/client/Products': () => json(paged([described, PRODUCTS[1]])) });
    await renderMenu();
    // A card is a button named by its product ("Latte, M 5 ₼…"): its picture would only come before the name.
    for (const card of products().getAllByRole('button')) expect(card.querySelector('img')).toHaveAttribute('alt', '');
    const { dialog } = await openProduct('Latte');
    expect(within(dialog).getByRole('img', { name: 'Mərmər üzərində latte' })).toBeInTheDocument();
  });

  it('opens the product in a dialog that traps focus, closes on Escape and gives focus back', async () => {
    api();
    await renderMenu();
    const { user, card, dialog } = await openProduct('Latte');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(within(dialog).getByText('Latte, described')).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Sizes and prices' })).toHaveTextContent(/M\s*5\s*₼\s*L\s*6\.5\s*₼/);

    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(card).toHaveFocus();
  });

  it('"Make an order" opens the Wolt link in a new tab, or says there is none', async () => {
    api();
    await renderMenu();
    let { user, dialog } = await openProduct('Latte');
    const link = within(dialog).getByRole('link', { name: /Make an order/ });
    expect(link).toHaveAttribute('href', 'https://wolt.com/latte');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    ({ user, dialog } = await openProduct('V60'));
    await user.click(within(dialog).getByRole('button', { name: 'Make an order' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('No Wolt link available for this product.');
  });

  it('shows the confirmed reviews of the product, or three samples when they fail to load', async () => {
    const fetchMock = api();
    await renderMenu();
    let { user, dialog } = await openProduct('Latte');
    expect(await within(dialog).findByText('Silky and warm.')).toBeInTheDocument();
    expect(within(dialog).getByText('Aysel Huseynova')).toBeInTheDocument();
    const reviews = new URL(String(callsTo(fetchMock, 'GET /api/v1/client/Reviews')[0][0]), 'http://x');
    expect(Object.fromEntries(reviews.searchParams)).toEqual({ productId: '100', pageNumber: '1', pageSize: '10', isPaginated: 'true' });
    await user.keyboard('{Escape}');

    api({ 'GET /api/v1/client/Reviews': () => json({ message: 'down' }, 500) });
    ({ dialog } = await openProduct('V60'));
    await waitFor(() => expect(within(dialog).getAllByRole('figure')).toHaveLength(3));
    expect(within(dialog).getByText('Leyla Məmmədova')).toBeInTheDocument();
  });

  it('review form: whitespace-only fields send nothing and are marked invalid; trimmed values are sent', async () => {
    const fetchMock = api();
    await renderMenu();
    const { user, dialog } = await openProduct('Latte');
    const toggle = within(dialog).getByRole('button', { name: 'Give feedback' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const form = await within(dialog).findByRole('form', { name: 'Your feedback' });
    const name = within(form).getByLabelText(/^Name/);
    expect(name).toHaveFocus();

    await user.type(name, '   ');
    await user.type(within(form).getByLabelText(/^Email/), 'guest@example.com');
    await user.type(within(form).getByLabelText(/^Feedback/), '  \n ');
    await user.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(callsTo(fetchMock, 'POST /api/v1/client/Reviews')).toHaveLength(0);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText(/^Feedback/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText(/^Email/)).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('status', { name: /approval/ })).not.toBeInTheDocument();
    expect(name).toHaveFocus();

    await user.type(name, 'Nigar ');
    await user.type(within(form).getByLabelText(/^Feedback/), ' Lovely latte  ');
    await user.click(within(form).getByRole('button', { name: 'Send feedback' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/v1/client/Reviews')).toHaveLength(1));
    const [url, init] = callsTo(fetchMock, 'POST /api/v1/client/Reviews')[0];
    expect(new URL(String(url), 'http://x').searchParams.get('productId')).toBe('100');
    // the API's body has all four fields: a blank surname is sent as an empty string, not left out.
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({
      name: 'Nigar',
      surname: '',
      email: 'guest@example.com',
      feedback: 'Lovely latte',
    });

    // The form closes and the approval message shows.
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Your review has been submitted. It will appear after admin approval.',
    );
    expect(within(dialog).queryByRole('form')).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('review form: a failed send shows the translated error notification for 3 s', async () => {
    api({ 'POST /api/v1/client/Reviews': () => json({ message: 'nope' }, 500) });
    await renderMenu();
    const { user, dialog } = await openProduct('Latte');
    await user.click(within(dialog).getByRole('button', { name: 'Give feedback' }));
    const form = await within(dialog).findByRole('form');
    await user.type(within(form).getByLabelText(/^Name/), 'Nigar');
    await user.type(within(form).getByLabelText(/^Email/), 'n@example.com');
    await user.type(within(form).getByLabelText(/^Feedback/), 'Nice');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(within(form).getByRole('button', { name: 'Send feedback' }));
      const alert = await within(dialog).findByRole('alert');
      expect(alert).toHaveTextContent('An error occurred while submitting your review. Please try again.');
      act(() => {
        vi.advanceTimersByTime(3000);
      });
      expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('carries the menu as schema.org Menu JSON-LD', async () => {
    api();
    await renderMenu();
    const script = document.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script!.textContent!);
    expect(data['@type']).toBe('Menu');
    expect(data.hasMenuSection.map((s: { name: string }) => s.name)).toEqual(['Coffee', 'Tea']);
    const latte = data.hasMenuSection[0].hasMenuSection[0].hasMenuItem[0];
    expect(latte).toMatchObject({ '@type': 'MenuItem', name: 'Latte', description: 'Latte, described' });
    expect(latte.offers[0]).toEqual({ '@type': 'Offer', name: 'M', price: '5.00', priceCurrency: 'AZN' });
  });

  it('says so when the menu cannot be loaded, and retries', async () => {
    let fail = true;
    api({ 'GET /api/v1/client/Products': () => (fail ? json({ message: 'down' }, 500) : json(paged(PRODUCTS))) });
    const user = userEvent.setup();
    await renderPage('menu', '/menu');
    expect(await screen.findByRole('alert')).toHaveTextContent('The menu could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'All' })).toBeInTheDocument();
  });
});
