import { LanguageLink } from './LanguageLink';
import { PATHS } from '../paths';
import { useTranslation } from '../../i18n';
import { usePageMeta } from '../usePageMeta';
import './status-page.css';

/**
 * "The page does not exist" (Azerbaijani by default) and a button to /product: the page of any other
 * path (pages/not-found), and what a page shows for an address of its own that names nothing (an
 * unknown branch of /interior).
 */
export function NotFound() {
  const { t } = useTranslation('notFound');
  usePageMeta({ titleKey: 'notFound:meta.title', descriptionKey: 'notFound:meta.description', noindex: true });
  return (
    <div className="page page--centered status-page">
      <p className="page__eyebrow status-page__code" aria-hidden="true">
        4
        <svg width="84" height="84" viewBox="0 0 84 84" focusable="false">
          <path
            d="M14 30h46v16a23 23 0 0 1-23 23 23 23 0 0 1-23-23z"
            fill="none"
            stroke="currentColor"
            strokeWidth="6"
            strokeLinejoin="round"
          />
          <path d="M60 36h4a9 9 0 0 1 0 18h-6" fill="none" stroke="currentColor" strokeWidth="6" strokeLinecap="round" />
          <path d="M30 20c-4-4 4-7 0-12m12 12c-4-4 4-7 0-12" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
        </svg>
        4
      </p>
      <h1 className="page__title">{t('title')}</h1>
      <p className="page__lead">{t('text')}</p>
      <div className="status-page__actions">
        <LanguageLink to={PATHS.product} className="button">
          {t('action')}
        </LanguageLink>
        <LanguageLink to="/" className="status-page__link">
          {t('home')}
        </LanguageLink>
      </div>
    </div>
  );
}
