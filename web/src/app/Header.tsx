import { LanguageLink, LanguageNavLink } from '../shared/ui/LanguageLink';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n';
import { useLocation } from 'react-router-dom';
import { HEADER_FIXED_THRESHOLD_PX } from '@qahve/config';
import logoDark from '../assets/logo-dark.svg?no-inline';
import logoFixed from '../assets/logo-fixed.svg?no-inline';
import logoLight from '../assets/logo-light.svg?no-inline';
import { useScrolledPast } from '../shared/useScrolledPast';
import { BurgerIcon } from './icons';
import { LanguageDropdown } from './LanguageDropdown';
import { MobileMenu } from './MobileMenu';
import { NAV_ITEMS } from './nav';
import { SocialLinks } from './SocialLinks';
import './Header.css';

export const MOBILE_MENU_ID = 'mobile-menu';

/** The logo of each state of the header: light on the carousel, dark on a page, compact once fixed. */
const LOGOS = {
  overlay: { src: logoLight, width: 200, height: 56 },
  plain: { src: logoDark, width: 200, height: 56 },
  fixed: { src: logoFixed, width: 168, height: 40 },
} as const;

/**
 * The site header. On / it lies over the page (white text on the carousel); elsewhere its text is
 * black. Past HEADER_FIXED_THRESHOLD_PX (130) of scroll its bar is fixed, white, with a logo of its
 * own: the compact one-line mark.
 * Below the desktop width the nav gives way to a burger and the full-screen mobile menu.
 */
export function Header() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const overlay = pathname === '/';
  const fixed = useScrolledPast(HEADER_FIXED_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const burgerRef = useRef<HTMLButtonElement>(null);

  // A nav link inside the menu navigates: the menu closes with it.
  useEffect(() => setMenuOpen(false), [pathname]);

  const state = fixed ? 'fixed' : overlay ? 'overlay' : 'plain';
  const logo = LOGOS[state];

  return (
    <header className={`site-header site-header--${state}${overlay ? ' site-header--home' : ''}`} data-state={state}>
      <div className="site-header__bar">
        <LanguageLink to="/" className="site-header__logo">
          {/* On / it is the file of the hero's logo, the page's largest paint: asked for first. */}
          <img
            src={logo.src}
            alt={t('header.homeLink')}
            width={logo.width}
            height={logo.height}
            fetchPriority={state === 'overlay' ? 'high' : undefined}
          />
        </LanguageLink>
        <nav className="site-header__nav" aria-label={t('nav.label')}>
          <ul>
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <LanguageNavLink to={item.to} className="site-header__link">
                  {t(item.labelKey)}
                </LanguageNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__tools">
          <SocialLinks className="site-header__social" />
          <LanguageDropdown className="lang--compact" />
        </div>
        <button
          ref={burgerRef}
          type="button"
          className="site-header__burger"
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          onClick={() => setMenuOpen(true)}
        >
          <BurgerIcon />
          <span className="sr-only">{t('header.openMenu')}</span>
        </button>
      </div>
      <MobileMenu id={MOBILE_MENU_ID} open={menuOpen} onClose={() => setMenuOpen(false)} />
    </header>
  );
}
