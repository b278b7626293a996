import type { LanguageId } from '@qahve/config';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect } from 'vitest';
import { itInEachLanguage, loadInEveryLanguage, renderSuspended, resetLanguage } from '../../test/render';
import NotFoundPage from './index';

const robots = () => document.querySelector('meta[name="robots"]');

describe('404 page', () => {
  beforeAll(() => loadInEveryLanguage('notFound'));
  beforeEach(() => resetLanguage(2));

  // The button keeps the page's language: Azerbaijani is the plain address, the others name theirs.
  const texts: Record<LanguageId, [string, string, string]> = {
    1: ['The page you are looking for does not exist.', 'Go to products', '/product?lang=en'],
    2: ['Axtardığınız səhifə mövcud deyil.', 'Məhsullara keç', '/product'],
    3: ['Страница, которую вы ищете, не существует.', 'К продукции', '/product?lang=ru'],
  };
  itInEachLanguage(
    'says the page does not exist, with a button to /product in its language (language %i)',
    texts,
    async ([text, action, href]) => {
      renderSuspended(<NotFoundPage />, '/no/such/page');
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: action })).toHaveAttribute('href', href);
      await waitFor(() => expect(robots()).toHaveAttribute('content', 'noindex'));
    },
  );
});
