import { useTranslation } from '../../i18n';
import { useParams } from 'react-router-dom';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';
import { usePageMeta } from '../../shared/usePageMeta';

/**
 * /interior and /interior/:branchId: breadcrumb, headline, one tab per branch, image grid (stub).
 * The selected branch defaults to `branchId`, else the first non-deleted branch.
 */
export default function InteriorPage() {
  const { t } = useTranslation('interior');
  const { branchId } = useParams<{ branchId?: string }>();
  usePageMeta({ titleKey: 'interior:meta.title', descriptionKey: 'interior:meta.description' });
  return (
    <div className="page" data-branch-id={branchId}>
      <Breadcrumb current={t('title')} />
      <h1 className="page__title">{t('title')}</h1>
    </div>
  );
}
