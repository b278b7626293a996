import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HEADER_FIXED_THRESHOLD_PX } from '@qahve/config';
import { i18n } from '../i18n';
import { renderAt, resetLanguage } from '../test/render';
import { Header } from './Header';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

const banner = () => screen.getByRole('banner');
const logo = () => within(banner()).getAllByRole('img', { name: 'Qahve Evi, ana səhifə' })[0] as HTMLImageElement;

describe('Header', () => {
  beforeEach(() => resetLanguage(2));
  afterEach(() => scrollTo(0));

  it('lies over the page on / with the light logo, and is plain (black text) elsewhere', () => {
    const { unmount } = renderAt(<Header />, '/');
    expect(banner()).toHaveAttribute('data-state', 'overlay');
    expect(banner()).toHaveClass('site-header--home');
    expect(logo().src).toContain('logo-light');
    unmount();

    renderAt(<Header />, '/menu');
    expect(banner()).toHaveAttribute('data-state', 'plain');
    expect(banner()).not.toHaveClass('site-header--home');
    expect(logo().src).toContain('logo-dark');
  });

  it(`turns fixed, white, with the other logo, only past ${HEADER_FIXED_THRESHOLD_PX} px of scroll`, async () => {
    renderAt(<Header />, '/');
    scrollTo(HEADER_FIXED_THRESHOLD_PX);
    await act(() => new Promise((r) => requestAnimationFrame(r)));
    expect(banner()).toHaveAttribute('data-state', 'overlay');

    scrollTo(HEADER_FIXED_THRESHOLD_PX + 1);
    await waitFor(() => expect(banner()).toHaveAttribute('data-state', 'fixed'));
    expect(banner()).toHaveClass('site-header--fixed');
    expect(logo().src).toContain('logo-fixed');

    scrollTo(20);
    await waitFor(() => expect(banner()).toHaveAttribute('data-state', 'overlay'));
    expect(logo().src).toContain('logo-light');
  });

  it('gives the fixed bar its own logo on an inner page too', async () => {
    renderAt(<Header />, '/menu');
    expect(logo().src).toContain('logo-dark');
    scrollTo(HEADER_FIXED_THRESHOLD_PX + 1);
    await waitFor(() => expect(banner()).toHaveAttribute('data-state', 'fixed'));
    expect(logo().src).toContain('logo-fixed');
    expect(logo()).toHaveAttribute('height', '40');
    scrollTo(0);
    await waitFor(() => expect(banner()).toHaveAttribute('data-state', 'plain'));
    expect(logo().src).toContain('logo-dark');
  });

  it('starts fixed when the page is already scrolled (a reload half-way down)', () => {
    Object.defineProperty(window, 'scrollY', { value: 500, configurable: true });
    renderAt(<Header />, '/about');
    expect(banner()).toHaveAttribute('data-state', 'fixed');
  });

  it('turns fixed when hydrated on a page scrolled before its script ran', async () => {
    const server = renderToString(
      <MemoryRouter initialEntries={['/about']}>
        <Header />
      </MemoryRouter>,
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = server;
    expect(container.querySelector('header')).toHaveAttribute('data-state', 'plain');
    Object.defineProperty(window, 'scrollY', { value: 500, configurable: true });
    render(
      <MemoryRouter initialEntries={['/about']}>
        <Header />
      </MemoryRouter>,
      { container, hydrate: true },
    );
    await waitFor(() => expect(banner()).toHaveAttribute('data-state', 'fixed'));
    expect(logo().src).toContain('logo-fixed');
  });

  it('has the logo link home, the four nav links and the two social links', () => {
    renderAt(<Header />, '/interior');
    const nav = screen.getByRole('navigation', { name: 'Əsas naviqasiya' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Menyu', '/menu'],
      ['Fəlsəfə', '/about'],
      ['İnteryer', '/interior'],
      ['Məkan', '/location'],
    ]);
    expect(within(nav).getByRole('link', { name: 'İnteryer' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('link', { name: 'Qahve Evi, ana səhifə' })[0]).toHaveAttribute('href', '/');
    expect(screen.getAllByRole('link', { name: /Instagram/ })[0]).toHaveAttribute('href', expect.stringContaining('instagram.com'));
    expect(screen.getAllByRole('link', { name: /Facebook/ })[0]).toHaveAttribute('href', expect.stringContaining('facebook.com'));
  });

  it('re-renders its labels in the chosen language', async () => {
    const user = userEvent.setup();
    renderAt(<Header />, '/menu');
    await user.click(screen.getByRole('button', { name: 'Dil: Azərbaycanca' }));
    await user.click(screen.getByRole('link', { name: /English/ }));
    await waitFor(() => expect(i18n.language).toBe('en'));
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    // Its links now name the language: a click lands on the English page, with script or without.
    expect(screen.getByRole('link', { name: 'Philosophy' })).toHaveAttribute('href', '/about?lang=en');
  });
});

describe('Mobile menu', () => {
  beforeEach(() => resetLanguage(1));
  afterEach(() => resetLanguage(2));

  const burger = () => screen.getByRole('button', { name: 'Open menu' });

  /** Renders the header on /menu and opens the menu from the burger. */
  async function openMenu() {
    const user = userEvent.setup();
    renderAt(<Header />, '/menu');
    await user.click(burger());
    return user;
  }

  it('opens from the burger as a modal dialog with close, language, nav and social links', async () => {
    const user = userEvent.setup();
    renderAt(<Header />, '/menu');
    expect(burger()).toHaveAttribute('aria-expanded', 'false');
    expect(burger()).toHaveAttribute('aria-controls', 'mobile-menu');
    expect(document.getElementById('mobile-menu')).not.toBeVisible();

    await user.click(burger());
    const dialog = screen.getByRole('dialog', { name: 'Site menu' });
    expect(dialog).toHaveAttribute('id', 'mobile-menu');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(burger()).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Language: English' })).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(expect.arrayContaining(['Menu', 'Philosophy', 'Interior', 'Location']));
    expect(within(dialog).getByRole('link', { name: /Instagram/ })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('keeps focus inside while open (Tab and Shift+Tab wrap)', async () => {
    const user = await openMenu();
    const dialog = screen.getByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close menu' });
    const firstLink = within(dialog).getByRole('link', { name: 'Qahve Evi, home page' });
    const lastLink = within(dialog).getByRole('link', { name: /Facebook/ });

    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(firstLink).toHaveFocus();
    await user.tab({ shift: true });
    expect(lastLink).toHaveFocus();
    await user.tab();
    expect(firstLink).toHaveFocus();
    for (let i = 0; i < 12; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes on Escape and gives focus back to the burger', async () => {
    const user = await openMenu();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(burger()).toHaveAttribute('aria-expanded', 'false');
    expect(burger()).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with its close button and on navigation', async () => {
    const user = await openMenu();
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(burger()).toHaveFocus();

    await user.click(burger());
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Location' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/location');
  });

  it('lets Escape close the language list first, the menu second', async () => {
    const user = await openMenu();
    const dialog = screen.getByRole('dialog');
    const toggle = within(dialog).getByRole('button', { name: 'Language: English' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
