import { useTranslation } from '../../i18n';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';
import { usePageMeta } from '../../shared/usePageMeta';

/** /product: breadcrumb, category tabs, product grid and pager (stub). */
export default function ProductPage() {
  const { t } = useTranslation('product');
  usePageMeta({ titleKey: 'product:meta.title', descriptionKey: 'product:meta.description' });
  return (
    <div className="page">
      <Breadcrumb current={t('title')} />
      <h1 className="page__title">{t('title')}</h1>
    </div>
  );
}
