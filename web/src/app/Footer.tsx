import { LanguageLink } from '../shared/ui/LanguageLink';
import { useTranslation } from '../i18n';
import { COPYRIGHT_YEAR } from '@qahve/config';
import logoLight from '../assets/logo-light.svg?no-inline';
import { CONTACT_PHONE_HREF } from '../shared/site';
import { PATHS } from '../shared/paths';
import { SocialLinks } from './SocialLinks';
import './Footer.css';

/** Centre logo, social links, Contact (telephone), Location, Career and the copyright line. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav className="site-footer__links" aria-label={t('footer.links')}>
          <ul>
            <li>
              <a href={CONTACT_PHONE_HREF}>{t('footer.contact')}</a>
            </li>
            <li>
              <LanguageLink to={PATHS.location}>{t('footer.location')}</LanguageLink>
            </li>
            <li>
              <LanguageLink to={PATHS.career}>{t('footer.career')}</LanguageLink>
            </li>
          </ul>
        </nav>
        <LanguageLink to="/" className="site-footer__logo">
          <img src={logoLight} alt={t('header.homeLink')} width={200} height={56} loading="lazy" />
        </LanguageLink>
        <SocialLinks className="site-footer__social" />
      </div>
      <p className="site-footer__rights">{t('footer.rights', { year: COPYRIGHT_YEAR })}</p>
    </footer>
  );
}
