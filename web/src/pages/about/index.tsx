import { useTranslation } from '../../i18n';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';
import { usePageMeta } from '../../shared/usePageMeta';
import illustration from './illustration.svg?no-inline';
import './about.css';

/** /about (and /About): breadcrumb Home / Philosophy, title, three paragraphs and an illustration. */
export default function AboutPage() {
  const { t } = useTranslation('about');
  usePageMeta({ titleKey: 'about:meta.title', descriptionKey: 'about:meta.description' });
  const paragraphs = t<string[]>('paragraphs', { returnObjects: true });
  return (
    <div className="page about">
      <Breadcrumb current={t('breadcrumb')} />
      <div className="about__layout">
        <div className="about__text">
          <p className="about__eyebrow">{t('eyebrow')}</p>
          <h1 className="page__title">{t('title')}</h1>
          {(Array.isArray(paragraphs) ? paragraphs : []).map((text, index) => (
            <p key={index} className={index === 0 ? 'about__paragraph about__paragraph--lead' : 'about__paragraph'}>
              {text}
            </p>
          ))}
          <p className="about__signature">{t('signature')}</p>
        </div>
        <figure className="about__figure">
          <img src={illustration} width={480} height={560} alt={t('imageAlt')} className="about__image" />
        </figure>
      </div>
    </div>
  );
}
