import { useTranslation } from '../../i18n';
import { Link } from 'react-router-dom';
import { PATHS } from '../../app/paths';
import { usePageMeta } from '../../shared/usePageMeta';

/** Any other path: "the page does not exist" (Azerbaijani by default) and a button to /product. */
export default function NotFoundPage() {
  const { t } = useTranslation('notFound');
  usePageMeta({ titleKey: 'notFound:meta.title', descriptionKey: 'notFound:meta.description', noindex: true });
  return (
    <div className="page page--centered">
      <p className="page__eyebrow" aria-hidden="true">
        404
      </p>
      <h1 className="page__title">{t('title')}</h1>
      <p className="page__lead">{t('text')}</p>
      <Link to={PATHS.product} className="button">
        {t('action')}
      </Link>
    </div>
  );
}
