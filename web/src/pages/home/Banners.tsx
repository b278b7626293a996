import { LanguageLink } from '../../shared/ui/LanguageLink';
import { LineIcon } from '../../shared/ui/LineIcon';
import { PATHS } from '../../shared/paths';
import { useTranslation } from '../../i18n';
import logoLight from '../../assets/logo-light.svg?no-inline';

const STAMPS = 8;
const STAMPED = 5;

function CupIcon() {
  return (
    <LineIcon size={22} strokeWidth={1.8}>
      <path d="M5 9h11v5a5 5 0 0 1-5 5h-1a5 5 0 0 1-5-5z" />
      <path d="M16 10.5h1.5a2.5 2.5 0 0 1 0 5H16" />
      <path d="M9 3.5c-.8.8.8 1.7 0 2.5m3.5-2.5c-.8.8.8 1.7 0 2.5" />
    </LineIcon>
  );
}

/** The loyalty card banner: what the card gives, and a drawn card (decorative). */
export function LoyaltyBanner() {
  const { t } = useTranslation('home');
  const perks = t<string[]>('loyalty.perks', { returnObjects: true });
  return (
    <section className="home-section loyalty" aria-labelledby="loyalty-title">
      <div className="home-section__inner loyalty__inner">
        <div className="loyalty__copy">
          <p className="home-eyebrow">{t('loyalty.eyebrow')}</p>
          <h2 id="loyalty-title" className="home-section__title">
            {t('loyalty.title')}
          </h2>
          <p className="loyalty__text">{t('loyalty.text')}</p>
          <ul className="loyalty__perks">
            {(Array.isArray(perks) ? perks : []).map((perk) => (
              <li key={perk}>{perk}</li>
            ))}
          </ul>
          <LanguageLink to={PATHS.location} className="button home-button-light">
            {t('loyalty.action')}
          </LanguageLink>
        </div>
        <div className="loyalty-card" aria-hidden="true">
          <div className="loyalty-card__top">
            <img src={logoLight} alt="" width={200} height={56} className="loyalty-card__logo" />
            <span className="loyalty-card__chip" />
          </div>
          <ol className="loyalty-card__stamps">
            {Array.from({ length: STAMPS }, (_, i) => (
              <li key={i} className={i < STAMPED ? 'is-stamped' : i === STAMPS - 1 ? 'is-gift' : ''}>
                {i < STAMPED || i === STAMPS - 1 ? <CupIcon /> : null}
              </li>
            ))}
          </ol>
          <p className="loyalty-card__name">{t('loyalty.cardName')}</p>
        </div>
      </div>
    </section>
  );
}

/** The customer survey banner, linking to /survey. */
export function SurveyBanner() {
  const { t } = useTranslation('home');
  return (
    <section className="home-section survey-banner" aria-labelledby="survey-banner-title">
      <div className="home-section__inner survey-banner__box">
        <svg className="survey-banner__art" width="160" height="140" viewBox="0 0 160 140" aria-hidden="true" focusable="false">
          <path
            d="M20 18h88a14 14 0 0 1 14 14v42a14 14 0 0 1-14 14H62l-24 20V88H20A14 14 0 0 1 6 74V32a14 14 0 0 1 14-14z"
            fill="#2b1a12"
          />
          <path d="M34 48h60M34 62h40" stroke="#e0a96d" strokeWidth="6" strokeLinecap="round" />
          <path
            d="M96 58h44a12 12 0 0 1 12 12v32a12 12 0 0 1-12 12h-8v16l-18-16H96a12 12 0 0 1-12-12V70a12 12 0 0 1 12-12z"
            fill="#c8864a"
          />
          <path d="m104 86 8 8 16-16" fill="none" stroke="#fffaf3" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <div className="survey-banner__copy">
          <h2 id="survey-banner-title" className="home-section__title">
            {t('survey.title')}
          </h2>
          <p className="survey-banner__text">{t('survey.text')}</p>
        </div>
        <LanguageLink to={PATHS.survey} className="button survey-banner__action">
          {t('survey.action')}
        </LanguageLink>
      </div>
    </section>
  );
}
