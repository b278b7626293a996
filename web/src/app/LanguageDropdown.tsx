import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useLanguage, useTranslation } from '../i18n';
import { alternateHref } from '../shared/languageLinks';
import { LANGUAGES, type LanguageId } from '@qahve/config';
import { ChevronIcon } from './icons';

/**
 * The language selector: a button showing the current language, opening a list of the other two,
 * each a link to this page in that language (without script the list shows as those links, Header.css).
 * Closes on a choice, Escape (focus returns to the button), a click outside or Tab away.
 * Arrow keys move through the list; ArrowDown on the button opens it.
 */
export function LanguageDropdown({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { languageId, setLanguage } = useLanguage();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const { pathname, search } = useLocation();
  const current = LANGUAGES.find((l) => l.id === languageId)!;
  const others = LANGUAGES.filter((l) => l.id !== languageId);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const options = () => Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('[data-language-option]') ?? []);

  const focusOption = (index: number) => {
    const items = options();
    if (items.length) items[(index + items.length) % items.length].focus();
  };

  const choose = (id: LanguageId) => {
    setLanguage(id);
    setOpen(false);
    toggleRef.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape' && open) {
      // Claimed here, so that a surrounding dialog (the mobile menu) stays open.
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
      toggleRef.current?.focus();
      return;
    }
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp' && e.key !== 'Home' && e.key !== 'End') return;
    const items = options();
    const index = items.indexOf(document.activeElement as HTMLAnchorElement);
    if (!open) {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        setOpen(true);
        // The list renders on the next frame.
        requestAnimationFrame(() => focusOption(e.key === 'ArrowUp' ? -1 : 0));
      }
      return;
    }
    e.preventDefault();
    if (e.key === 'Home') focusOption(0);
    else if (e.key === 'End') focusOption(-1);
    else focusOption(index + (e.key === 'ArrowDown' ? 1 : -1));
  };

  return (
    <div
      className={`lang ${className}`}
      ref={rootRef}
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (open && !e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        className="lang__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="sr-only">{`${t('language.label')}: ${current.name}`}</span>
        <span className="lang__code" aria-hidden="true">
          {current.code.toUpperCase()}
        </span>
        <span className="lang__name" aria-hidden="true">
          {current.name}
        </span>
        <ChevronIcon />
      </button>
      <ul id={listId} className="lang__list" hidden={!open} aria-label={t('language.choose')}>
        {others.map((l) => (
          <li key={l.id}>
            {/* A link to this page in that language: it works without script too; with it, the page switches in place. */}
            <a
              href={alternateHref(pathname, search, l.code)}
              hrefLang={l.code}
              className="lang__option"
              lang={l.code}
              data-language-option
              onClick={(e) => {
                e.preventDefault();
                choose(l.id);
              }}
            >
              <span className="lang__code" aria-hidden="true">
                {l.code.toUpperCase()}
              </span>
              {l.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
