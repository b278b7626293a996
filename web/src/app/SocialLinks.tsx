import { useTranslation } from '../i18n';
import { SOCIAL_LINKS } from '../shared/site';
import { FacebookIcon, InstagramIcon } from './icons';

const NETWORKS = [
  { name: 'instagram', Icon: InstagramIcon },
  { name: 'facebook', Icon: FacebookIcon },
] as const;

/** The brand's Instagram and Facebook pages, as icon links with a text name for screen readers. */
export function SocialLinks({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <ul className={`social ${className}`} aria-label={t('social.label')}>
      {NETWORKS.map(({ name, Icon }) => (
        <li key={name}>
          <a href={SOCIAL_LINKS[name]} target="_blank" rel="noopener noreferrer" className="social__link">
            <Icon />
            <span className="sr-only">{t(`social.${name}`)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
