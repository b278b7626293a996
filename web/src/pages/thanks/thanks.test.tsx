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

  it('shows the language id of the path, a link home, and is not indexed', async () => {
    renderThanks('/thanks/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Təşəkkür edirik!' })).toBeInTheDocument();
    expect(screen.getByText('Dil ID-si: 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ana səhifəyə qayıt' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(robots()).toHaveAttribute('content', 'noindex'));
  });

  it('shows the current language id without (or with a meaningless) parameter', async () => {
    await resetLanguage(1);
    const { unmount } = renderThanks('/thanks');
    expect(await screen.findByText('Language id: 1')).toBeInTheDocument();
    unmount();
    renderThanks('/thanks/<b>');
    expect(await screen.findByText('Language id: 1')).toBeInTheDocument();
  });
});
