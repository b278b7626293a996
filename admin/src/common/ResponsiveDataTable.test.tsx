import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDataProvider } from '../test/dataProvider';
import { mediaQueries } from '../test/media';
import { renderConsole } from '../test/render';

/** A phone: the `sm` breakpoint's media query (max-width 599.95 px) matches. */
const onPhone = () => vi.spyOn(window, 'matchMedia').mockImplementation(mediaQueries((query) => query.includes('max-width:599.95px')));

describe('a list on a phone', () => {
  beforeEach(() => {
    onPhone();
  });
  afterEach(() => vi.restoreAllMocks());

  it('is a column of cards, each with its fields and every action, no table', async () => {
    renderConsole('/products', { dataProvider: testDataProvider() });
    const card = (await screen.findByText('Americano')).closest('li')!;
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(card).getByText('Ölçü və qiymət:')).toBeInTheDocument();
    expect(within(card).getByText('M / 5')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^Redaktə et: Americano/ })).toHaveAttribute('href', '/products/2');
    expect(within(card).getByRole('link', { name: /^Rəylər: Americano/ })).toHaveAttribute('href', '/products/2/reviews');
    expect(within(card).getByRole('button', { name: /^Sil: Americano/ })).toBeEnabled();
    // A deleted row: struck through, Revert offered.
    const deleted = (await screen.findByText('Cortado')).closest('li')!;
    expect(deleted).toHaveAttribute('data-deleted', 'true');
    expect(within(deleted).getByRole('button', { name: /^Geri qaytar: Cortado/ })).toBeEnabled();
  });

  it('puts the header’s controls above the cards: the category sort works there', async () => {
    const user = userEvent.setup();
    const provider = testDataProvider();
    renderConsole('/products', { dataProvider: provider });
    await screen.findByText('Americano');
    await user.click(screen.getByRole('button', { name: /^Kateqoriya\./ }));
    await waitFor(() =>
      expect(provider.getList).toHaveBeenLastCalledWith(
        'products',
        expect.objectContaining({ sort: { field: 'categoryName', order: 'ASC' } }),
      ),
    );
  });

  it('holds the place with a placeholder while the first page loads', async () => {
    const provider = testDataProvider();
    const { getList } = provider;
    let answer: () => void = () => {};
    provider.getList = vi.fn(
      (...args: Parameters<typeof getList>) => new Promise((resolve) => (answer = () => resolve(getList(...args)))),
    ) as typeof getList;
    renderConsole('/carousels', { dataProvider: provider });
    const placeholder = await screen.findByRole('status', { name: '' });
    expect(placeholder).toHaveAttribute('data-placeholder');
    expect(placeholder).toHaveTextContent('Yüklənir');
    answer();
    await waitFor(() => expect(document.querySelector('[data-placeholder]')).toBeNull());
  });
});
