import { useTranslation } from '../../i18n';
import { usePageMeta } from '../../shared/usePageMeta';

/** /survey: the customer survey form (stub). */
export default function SurveyPage() {
  const { t } = useTranslation('survey');
  usePageMeta({ titleKey: 'survey:meta.title', descriptionKey: 'survey:meta.description' });
  return (
    <div className="page">
      <h1 className="page__title">{t('title')}</h1>
    </div>
  );
}
