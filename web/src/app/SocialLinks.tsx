import { useTranslation } from '../i18n';
import { SOCIAL_LINKS } from '../shared/site';
import { FacebookIcon, InstagramIcon } from './icons';

/** The brand's Instagram and Facebook pages, as icon links with a text name for screen readers. */
export function SocialLinks({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <ul className={`social ${className}`} aria-label={t('social.label')}>
      <li>
        <a href={SOCIAL_LINKS.instagram} target="_blank" rel="noopener noreferrer" className="social__link">
          <InstagramIcon />
          <span className="sr-only">{t('social.instagram')}</span>
        </a>
      </li>
      <li>
        <a href={SOCIAL_LINKS.facebook} target="_blank" rel="noopener noreferrer" className="social__link">
          <FacebookIcon />
          <span className="sr-only">{t('social.facebook')}</span>
        </a>
      </li>
    </ul>
  );
}
