import { Link, useParams } from 'react-router-dom';
import { isLanguageId } from '@qahve/config';
import { useLanguageId, useTranslation } from '../../i18n';
import { usePageMeta } from '../../shared/usePageMeta';
import '../../shared/ui/status-page.css';

/**
 * /thanks and /thanks/:languageId, where the CV form lands. Its text shows a language id:
 * the one in the path when it names a language, else the current language's id.
 */
export default function ThanksPage() {
  const { t } = useTranslation('thanks');
  const { languageId: fromPath } = useParams<{ languageId?: string }>();
  const { languageId } = useLanguageId();
  usePageMeta({ titleKey: 'thanks:meta.title', descriptionKey: 'thanks:meta.description', noindex: true });
  const shown = fromPath !== undefined && isLanguageId(Number(fromPath)) ? Number(fromPath) : languageId;
  return (
    <div className="page page--centered status-page">
      <svg className="status-page__art" width="96" height="96" viewBox="0 0 96 96" aria-hidden="true" focusable="false">
        <circle cx="48" cy="48" r="44" fill="#2b1a12" />
        <path d="m30 49 12 12 24-26" fill="none" stroke="#e0a96d" strokeWidth="7" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h1 className="page__title">{t('title')}</h1>
      <p className="page__lead">{t('text')}</p>
      <p className="page__note">{t('language', { languageId: shown })}</p>
      <Link to="/" className="button">
        {t('home')}
      </Link>
    </div>
  );
}
