import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { renderAt, resetLanguage } from '../test/render';
import { LanguageDropdown } from './LanguageDropdown';

const toggle = () => screen.getByRole('button', { name: /^(Dil|Language|Язык):/ });
const list = () => screen.getByRole('list', { hidden: true });

describe('LanguageDropdown', () => {
  beforeEach(() => resetLanguage(2));
  afterEach(() => resetLanguage(2));

  it('shows the current language and lists the other two', async () => {
    const user = userEvent.setup();
    renderAt(<LanguageDropdown />);
    expect(toggle()).toHaveAccessibleName('Dil: Azərbaycanca');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(list()).not.toBeVisible();

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    const options = within(list()).getAllByRole('link');
    expect(options.map((o) => o.textContent)).toEqual(['ENEnglish', 'RUРусский']);
    expect(options.map((o) => o.getAttribute('lang'))).toEqual(['en', 'ru']);
    // Links to this page's alternates: they work without script too.
    expect(options.map((o) => o.getAttribute('href'))).toEqual(['/?lang=en', '/?lang=ru']);
  });

  it('switches language on a choice, stores it under languageId, closes, and sets <html lang>', async () => {
    const user = userEvent.setup();
    renderAt(<LanguageDropdown />);
    await user.click(toggle());
    await user.click(screen.getByRole('link', { name: /Русский/ }));

    await waitFor(() => expect(i18n.language).toBe('ru'));
    expect(localStorage.getItem('languageId')).toBe('3');
    expect(document.documentElement.lang).toBe('ru');
    expect(toggle()).toHaveAccessibleName('Язык: Русский');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
    // Now the other two are English and Azerbaijani.
    await user.click(toggle());
    expect(
      within(list())
        .getAllByRole('link')
        .map((o) => o.getAttribute('lang')),
    ).toEqual(['en', 'az']);
  });

  it('rewrites ?lang in the address when the page was opened with it', async () => {
    const user = userEvent.setup();
    await resetLanguage(1);
    renderAt(<LanguageDropdown />, '/menu?lang=en&x=1');
    await user.click(toggle());
    await user.click(screen.getByRole('link', { name: /Azərbaycanca/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/menu?lang=az&x=1'));
  });

  it('closes on Escape (focus back on the button) and on a click outside', async () => {
    const user = userEvent.setup();
    renderAt(
      <>
        <LanguageDropdown />
        <p>outside</p>
      </>,
    );
    await user.click(toggle());
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();

    await user.click(toggle());
    await user.click(screen.getByText('outside'));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(i18n.language).toBe('az');
  });

  it('works from the keyboard: ArrowDown opens and moves, Enter chooses, Tab away closes', async () => {
    const user = userEvent.setup();
    renderAt(
      <>
        <LanguageDropdown />
        <button type="button">after</button>
      </>,
    );
    await user.tab();
    expect(toggle()).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('link', { name: /English/ })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: /Русский/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: /English/ })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle());
    await user.keyboard('{End}');
    expect(screen.getByRole('link', { name: /Русский/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(i18n.language).toBe('ru'));
  });
});
