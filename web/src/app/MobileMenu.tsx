import { LanguageLink, LanguageNavLink } from '../shared/ui/LanguageLink';
import { useRef } from 'react';
import { useTranslation } from '../i18n';
import logoLight from '../assets/logo-light.svg?no-inline';
import { useFocusTrap } from '../shared/useFocusTrap';
import { CloseIcon } from './icons';
import { LanguageDropdown } from './LanguageDropdown';
import { NAV_ITEMS } from './nav';
import { SocialLinks } from './SocialLinks';
import './MobileMenu.css';

/**
 * The full-screen menu of narrow screens: a modal dialog that holds focus while open, closes on
 * Escape or its close button, and gives focus back to the burger. Always in the DOM (hidden when
 * closed) so that the burger's aria-controls names an existing element.
 */
export function MobileMenu({ id, open, onClose }: { id: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, open, onClose);

  return (
    <div
      ref={ref}
      id={id}
      className="mobile-menu"
      role="dialog"
      aria-modal="true"
      aria-label={t('header.mobileMenu')}
      hidden={!open}
      tabIndex={-1}
    >
      {open && (
        <>
          <div className="mobile-menu__top">
            <LanguageLink to="/" className="mobile-menu__logo" onClick={onClose}>
              <img src={logoLight} alt={t('header.homeLink')} width={200} height={56} />
            </LanguageLink>
            <button type="button" className="mobile-menu__close" onClick={onClose} data-autofocus>
              <CloseIcon />
              <span className="sr-only">{t('header.closeMenu')}</span>
            </button>
          </div>
          <LanguageDropdown className="lang--block" />
          <nav className="mobile-menu__nav" aria-label={t('header.mobileMenu')}>
            <ul>
              {NAV_ITEMS.map((item) => (
                <li key={item.to}>
                  <LanguageNavLink to={item.to} className="mobile-menu__link" onClick={onClose}>
                    {t(item.labelKey)}
                  </LanguageNavLink>
                </li>
              ))}
            </ul>
          </nav>
          <SocialLinks className="mobile-menu__social" />
        </>
      )}
    </div>
  );
}
