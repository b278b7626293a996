import { useTranslation } from '../../i18n';
import { usePageMeta } from '../../shared/usePageMeta';
import './home.css';

/**
 * /: full-height carousel, product teaser, loyalty card and survey banners (stub). The header lies
 * over the top of this page with white text: keep the first section dark (or under a dark overlay).
 */
export default function HomePage() {
  const { t } = useTranslation('home');
  usePageMeta({ titleKey: 'home:meta.title', descriptionKey: 'home:meta.description' });
  return (
    <section className="home-hero">
      <h1 className="home-hero__title">{t('title')}</h1>
      <p className="home-hero__lead">{t('lead')}</p>
    </section>
  );
}
