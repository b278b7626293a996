import { useTranslation } from '../../i18n';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';
import { usePageMeta } from '../../shared/usePageMeta';

/** /about (and /About): breadcrumb, title, three paragraphs, image (stub). */
export default function AboutPage() {
  const { t } = useTranslation('about');
  usePageMeta({ titleKey: 'about:meta.title', descriptionKey: 'about:meta.description' });
  return (
    <div className="page">
      <Breadcrumb current={t('title')} />
      <h1 className="page__title">{t('title')}</h1>
    </div>
  );
}
