import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, deferred, mockApi, paged } from '../test/testApi';
import { i18n, initialLanguageId } from '../i18n';
import { renderApp, resetLanguage } from '../test/render';

const heading = () => screen.findByRole('heading', { level: 1 });

describe('language choice', () => {
  beforeEach(() => resetLanguage(2));
  afterEach(() => resetLanguage(2));

  it('defaults to Azerbaijani (2) with nothing stored, and reads a stored languageId', () => {
    expect(initialLanguageId('')).toBe(2);
    localStorage.setItem('languageId', '3');
    expect(initialLanguageId('')).toBe(3);
    localStorage.setItem('languageId', 'nonsense');
    expect(initialLanguageId('')).toBe(2);
  });

  it('lets ?lang=en|az|ru win over storage, and stores it', () => {
    localStorage.setItem('languageId', '3');
    expect(initialLanguageId('?lang=en')).toBe(1);
    expect(localStorage.getItem('languageId')).toBe('1');
    expect(initialLanguageId('?x=1&lang=AZ')).toBe(2);
    expect(initialLanguageId('?lang=de')).toBe(2); // unknown: storage (now az) decides
  });

  it('keeps the choice for the next visit and shows the page in it', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderApp('/about');
    expect(await heading()).toHaveTextContent('Fəlsəfəmiz');
    await user.click(screen.getAllByRole('button', { name: 'Dil: Azərbaycanca' })[0]);
    await user.click(screen.getAllByRole('link', { name: /English/ })[0]);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Our philosophy'));
    expect(localStorage.getItem('languageId')).toBe('1');
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('Our philosophy | Qahve Evi');
    unmount();

    // A new visit (reload) starts from what was stored.
    expect(initialLanguageId('')).toBe(1);
  });

  it('switches when an in-app address carries ?lang', async () => {
    await renderApp('/menu?lang=ru');
    await waitFor(() => expect(i18n.language).toBe('ru'));
    expect(await heading()).toHaveTextContent('Меню');
    expect(localStorage.getItem('languageId')).toBe('3');
    expect(document.documentElement.lang).toBe('ru');
  });
});

describe('routes and page head', () => {
  beforeEach(() => resetLanguage(2));

  it.each([
    ['/', 'Bakıda yavaş dəmlənən qəhvə'],
    ['/menu', 'Menyu'],
    ['/about', 'Fəlsəfəmiz'],
    ['/About', 'Fəlsəfəmiz'],
    ['/interior', 'İnteryer'],
    ['/interior/2', 'İnteryer'],
    ['/location', 'Məkan'],
    ['/Location', 'Məkan'],
    ['/career', 'Bizimlə işləmək üçün müraciət edin!'],
    ['/survey', 'Müştəri sorğusu'],
    ['/product', 'Məhsullar'],
    ['/thanks', 'Təşəkkür edirik!'],
    ['/thanks/1', 'Təşəkkür edirik!'],
  ])('%s renders its page', async (path, title) => {
    await renderApp(path);
    expect(await heading()).toHaveTextContent(title);
  });

  it('shows the 404 page in Azerbaijani with a button to /product', async () => {
    await renderApp('/no/such/page');
    expect(await heading()).toHaveTextContent('Səhifə tapılmadı');
    expect(screen.getByText('Axtardığınız səhifə mövcud deyil.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Məhsullara keç' })).toHaveAttribute('href', '/product');
    await waitFor(() => expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'));
  });

  it('leads /thanks/:languageId to the thank-you page, without printing the id', async () => {
    await renderApp('/thanks/3');
    expect(await heading()).toHaveTextContent('Təşəkkür edirik!');
    expect(screen.queryByText(/Dil ID-si/)).not.toBeInTheDocument();
  });

  it('sets title, description, canonical and hreflang alternates in the language', async () => {
    await renderApp('/About');
    await heading();
    await waitFor(() => expect(document.title).toBe('Fəlsəfəmiz | Qahve Evi'));
    const origin = window.location.origin;
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', expect.stringContaining('Qahve Evi'));
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/about`);
    const alternates = [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
      l.getAttribute('hreflang'),
      l.getAttribute('href'),
    ]);
    expect(alternates).toEqual([
      ['en', `${origin}/about?lang=en`],
      ['az', `${origin}/about`],
      ['ru', `${origin}/about?lang=ru`],
      ['x-default', `${origin}/about`],
    ]);
  });

  it('has the frame: skip link, footer with contact, location, career and the copyright line', async () => {
    await renderApp('/menu');
    await heading();
    expect(screen.getByRole('link', { name: 'Əsas məzmuna keç' })).toHaveAttribute('href', '#main');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Əlaqə' })).toHaveAttribute('href', expect.stringMatching(/^tel:\+994/));
    expect(within(footer).getByRole('link', { name: 'Məkan' })).toHaveAttribute('href', '/location');
    expect(within(footer).getByRole('link', { name: 'Karyera' })).toHaveAttribute('href', '/career');
    expect(within(footer).getByRole('link', { name: 'Qahve Evi, ana səhifə' })).toHaveAttribute('href', '/');
    expect(within(footer).getByText('Bütün hüquqlar qorunur 2024')).toBeInTheDocument();
  });

  it.each([
    [1, 'All rights reserved 2024'],
    [3, 'Все права защищены 2024'],
  ] as const)('writes the copyright line in language %i', async (id, text) => {
    await resetLanguage(id);
    await renderApp('/menu');
    await heading();
    expect(within(screen.getByRole('contentinfo')).getByText(text)).toBeInTheDocument();
  });
});

describe('between pages', () => {
  beforeEach(() => resetLanguage(2));
  afterEach(() => vi.restoreAllMocks());

  it('keeps the page on screen, with a progress bar, until the next page’s data is in', async () => {
    const products = deferred<Response>();
    mockApi({ 'client/Categories': () => answer(paged([])), 'client/Products': () => products.promise });
    const user = userEvent.setup();
    await renderApp('/about');
    expect(await heading()).toHaveTextContent('Fəlsəfəmiz');
    await user.click(within(screen.getByRole('navigation', { name: 'Əsas naviqasiya' })).getByRole('link', { name: 'Menyu' }));
    await waitFor(() => expect(document.querySelector('.navigation-progress--active')).toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Fəlsəfəmiz');
    await act(async () => products.resolve(answer(paged([]))));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Menyu'));
    expect(screen.getByTestId('location')).toHaveTextContent('/menu');
    expect(document.querySelector('.navigation-progress--active')).not.toBeInTheDocument();
  });

  it('starts a new page at the top, and leaves the first page where the visitor scrolled it', async () => {
    mockApi({ 'client/Categories': () => answer(paged([])), 'client/Products': () => answer(paged([])) });
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const user = userEvent.setup();
    await renderApp('/about');
    expect(await heading()).toHaveTextContent('Fəlsəfəmiz');
    expect(scrollTo).not.toHaveBeenCalled();
    await user.click(within(screen.getByRole('navigation', { name: 'Əsas naviqasiya' })).getByRole('link', { name: 'Menyu' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Menyu'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('reads the page’s data again in a new language', async () => {
    const fetch = mockApi({ 'client/Categories': () => answer(paged([])), 'client/Products': () => answer(paged([])) });
    const user = userEvent.setup();
    await renderApp('/menu');
    await waitFor(() => expect(heading()).resolves.toHaveTextContent('Menyu'));
    const productReads = () => fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('client/Products'));
    expect(productReads()).toEqual([expect.stringContaining('languageId=2')]);
    await user.click(screen.getAllByRole('button', { name: 'Dil: Azərbaycanca' })[0]);
    await user.click(screen.getAllByRole('link', { name: /English/ })[0]);
    await waitFor(() => expect(productReads()).toEqual([expect.stringContaining('languageId=2'), expect.stringContaining('languageId=1')]));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Menu');
  });
});

describe('a visitor known from before the language cookie', () => {
  beforeEach(() => resetLanguage(2));
  afterEach(() => resetLanguage(2));

  it('is switched to the language localStorage names, which the cookie then mirrors', async () => {
    localStorage.setItem('languageId', '3');
    await renderApp('/about');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Наша философия'));
    expect(document.cookie).toContain('languageId=3');
  });

  it('keeps the language of the cookie, which decided the page, and mirrors it into localStorage', async () => {
    await resetLanguage(1);
    document.cookie = 'languageId=1; Path=/';
    localStorage.setItem('languageId', '3');
    await renderApp('/about');
    await waitFor(() => expect(localStorage.getItem('languageId')).toBe('1'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Our philosophy');
  });
});
