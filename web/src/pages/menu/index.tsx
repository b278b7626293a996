import { useTranslation } from '../../i18n';
import { usePageMeta } from '../../shared/usePageMeta';

/** /menu: category accordion, product cards and modal, reviews (stub). */
export default function MenuPage() {
  const { t } = useTranslation('menu');
  usePageMeta({ titleKey: 'menu:meta.title', descriptionKey: 'menu:meta.description' });
  return (
    <div className="page">
      <h1 className="page__title">{t('title')}</h1>
    </div>
  );
}
