import { useTranslation } from '../../i18n';
import { usePageMeta } from '../../shared/usePageMeta';

/** /career: the CV form; success goes to /thanks (stub). */
export default function CareerPage() {
  const { t } = useTranslation('career');
  usePageMeta({ titleKey: 'career:meta.title', descriptionKey: 'career:meta.description' });
  return (
    <div className="page">
      <h1 className="page__title">{t('title')}</h1>
    </div>
  );
}
