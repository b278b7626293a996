import { LanguageLink } from './LanguageLink';
import { useTranslation } from '../../i18n';
import './Breadcrumb.css';

export interface Crumb {
  label: string;
  to: string;
}

/** "Home / … / Current". `trail` holds the links between home and the current page, if any. */
export function Breadcrumb({ current, trail = [] }: { current: string; trail?: Crumb[] }) {
  const { t } = useTranslation();
  const links: Crumb[] = [{ label: t('breadcrumb.home'), to: '/' }, ...trail];
  return (
    <nav className="breadcrumb" aria-label={t('breadcrumb.label')}>
      <ol>
        {links.map((c) => (
          <li key={c.to}>
            <LanguageLink to={c.to}>{c.label}</LanguageLink>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
