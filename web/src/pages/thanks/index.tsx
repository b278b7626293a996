import { useParams } from 'react-router-dom';
import { useLanguageId, useTranslation } from '../../i18n';
import { usePageMeta } from '../../shared/usePageMeta';

/**
 * /thanks and /thanks/:languageId, where the CV form lands. SPEC: "Its text shows a language id
 * parameter": the one in the path, else the current language's id.
 */
export default function ThanksPage() {
  const { t } = useTranslation('thanks');
  const { languageId: fromPath } = useParams<{ languageId?: string }>();
  const { languageId } = useLanguageId();
  usePageMeta({ titleKey: 'thanks:meta.title', descriptionKey: 'thanks:meta.description', noindex: true });
  return (
    <div className="page page--centered">
      <h1 className="page__title">{t('title')}</h1>
      <p className="page__lead">{t('text')}</p>
      <p className="page__note">{t('language', { languageId: fromPath ?? languageId })}</p>
    </div>
  );
}
