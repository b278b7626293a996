import { LanguageLink } from '../../shared/ui/LanguageLink';
import { useTranslation } from '../../i18n';
import { usePageMeta } from '../../shared/usePageMeta';
import '../../shared/ui/status-page.css';

/**
 * /thanks, where the CV form lands; /thanks/:languageId still leads here (links of the old site),
 * but the id is not printed: a number means nothing to the visitor (docs/decisions.md, "/thanks").
 */
export default function ThanksPage() {
  const { t } = useTranslation('thanks');
  usePageMeta({ titleKey: 'thanks:meta.title', descriptionKey: 'thanks:meta.description', noindex: true });
  return (
    <div className="page page--centered status-page">
      <svg className="status-page__art" width="96" height="96" viewBox="0 0 96 96" aria-hidden="true" focusable="false">
        <circle cx="48" cy="48" r="44" fill="#2b1a12" />
        <path d="m30 49 12 12 24-26" fill="none" stroke="#e0a96d" strokeWidth="7" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h1 className="page__title">{t('title')}</h1>
      <p className="page__lead">{t('text')}</p>
      <LanguageLink to="/" className="button">
        {t('home')}
      </LanguageLink>
    </div>
  );
}
