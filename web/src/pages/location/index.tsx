import { useTranslation } from '../../i18n';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';
import { usePageMeta } from '../../shared/usePageMeta';

/** /location (and /Location): breadcrumb, heading, map and contact card (stub). */
export default function LocationPage() {
  const { t } = useTranslation('location');
  usePageMeta({ titleKey: 'location:meta.title', descriptionKey: 'location:meta.description' });
  return (
    <div className="page">
      <Breadcrumb current={t('title')} />
      <h1 className="page__title">{t('title')}</h1>
    </div>
  );
}
