import { screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadInEveryLanguage, renderSuspended, resetLanguage } from '../../test/render';
import NotFoundPage from './index';

const robots = () => document.querySelector('meta[name="robots"]');

describe('404 page', () => {
  beforeAll(() => loadInEveryLanguage('notFound'));
  beforeEach(() => resetLanguage(2));

  it.each([
    [2, 'Axtardığınız səhifə mövcud deyil.', 'Məhsullara keç'],
    [1, 'The page you are looking for does not exist.', 'Go to products'],
    [3, 'Страница, которую вы ищете, не существует.', 'К продукции'],
  ] as const)('says the page does not exist, with a button to /product (language %i)', async (id, text, action) => {
    await resetLanguage(id);
    renderSuspended(<NotFoundPage />, '/no/such/page');
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: action })).toHaveAttribute('href', '/product');
    await waitFor(() => expect(robots()).toHaveAttribute('content', 'noindex'));
  });
});
