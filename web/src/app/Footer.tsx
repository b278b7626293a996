import { useTranslation } from '../i18n';
import { Link } from 'react-router-dom';
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
              <Link to={PATHS.location}>{t('footer.location')}</Link>
            </li>
            <li>
              <Link to={PATHS.career}>{t('footer.career')}</Link>
            </li>
          </ul>
        </nav>
        <Link to="/" className="site-footer__logo">
          <img src={logoLight} alt={t('header.homeLink')} width={200} height={56} loading="lazy" />
        </Link>
        <SocialLinks className="site-footer__social" />
      </div>
      <p className="site-footer__rights">{t('footer.rights', { year: COPYRIGHT_YEAR })}</p>
    </footer>
  );
}
