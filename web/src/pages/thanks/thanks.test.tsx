import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadInEveryLanguage, renderSuspended, resetLanguage } from '../../test/render';
import ThanksPage from './index';

const robots = () => document.querySelector('meta[name="robots"]');

describe('thanks page', () => {
  beforeAll(() => loadInEveryLanguage('thanks'));
  beforeEach(() => resetLanguage(2));

  const renderThanks = (route: string) =>
    renderSuspended(
      <Routes>
        <Route path="thanks/:languageId?" element={<ThanksPage />} />
      </Routes>,
      route,
    );

  it('thanks the visitor with a link home, prints no language id, and is not indexed', async () => {
    renderThanks('/thanks/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Təşəkkür edirik!' })).toBeInTheDocument();
    expect(screen.getByText('Müraciətinizi aldıq və tezliklə sizinlə əlaqə saxlayacağıq.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ana səhifəyə qayıt' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(robots()).toHaveAttribute('content', 'noindex'));
    const page = screen.getByRole('heading', { level: 1 }).closest('.page')!;
    expect(page.textContent).not.toMatch(/ID|\b3\b/);
  });

  it('prints no language id in any language, with or without the parameter', async () => {
    for (const [id, title] of [
      [1, 'Thank you!'],
      [3, 'Спасибо!'],
    ] as const) {
      await resetLanguage(id);
      for (const route of ['/thanks', `/thanks/${id}`]) {
        const { unmount } = renderThanks(route);
        const page = (await screen.findByRole('heading', { level: 1, name: title })).closest('.page')!;
        expect(page.textContent).not.toMatch(/language id|ID языка|\d/i);
        unmount();
      }
    }
  });
});
