import { lazy, Suspense } from 'react';
import { WORKING_HOURS } from '@qahve/config';
import { useLanguageId, useTranslation } from '../../i18n';
import { CONTACT_EMAIL, CONTACT_PHONE_HREF, CONTACT_PHONE_TEXT, SOCIAL_LINKS, useSite } from '../../shared/site';
import { useHydrated } from '../../shared/useHydrated';
import { usePageMeta } from '../../shared/usePageMeta';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';
import { jsonForScript } from '../../shared/jsonLd';
import { EXTERNAL_MAP_URL, SHOP_POSTAL_CODE, shopJsonLd } from './shop';
import './location.css';

/**
 * Leaflet comes with the map, in its own chunk: the card and the heading do not wait for it. It
 * runs in the browser only (it reads `window` as it loads): the server's page has the map's box.
 */
const LocationMap = lazy(() => import('./LocationMap'));

const icon = {
  width: 22,
  height: 22,
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: false,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const PinIcon = () => (
  <svg {...icon}>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </svg>
);
const ClockIcon = () => (
  <svg {...icon}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </svg>
);
const PhoneIcon = () => (
  <svg {...icon}>
    <path d="M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />
  </svg>
);
const HeartIcon = () => (
  <svg {...icon}>
    <path d="M12 20s-7.5-4.6-7.5-10A4.3 4.3 0 0 1 12 7.4 4.3 4.3 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10z" />
  </svg>
);

/**
 * /location (and /Location): breadcrumb, heading, the full-height greyscale map, and a card with the
 * address (to an external map), opening hours, phone, e-mail and the two social pages. Carries
 * schema.org CafeOrCoffeeShop data for search engines.
 */
export default function LocationPage() {
  const { t } = useTranslation('location');
  const { locale } = useLanguageId();
  const { origin } = useSite();
  const hydrated = useHydrated();
  usePageMeta({ titleKey: 'location:meta.title', descriptionKey: 'location:meta.description' });

  const name = t('shop.name');
  const street = t('shop.street');
  const city = t('shop.city');
  const address = `${street}, ${city} ${SHOP_POSTAL_CODE}`;
  const mapBox = (
    <div className="location-map">
      <div className="location-map__canvas" role="status">
        <span className="sr-only">{t('loading')}</span>
      </div>
      <noscript>
        <p className="location-map__note">
          {t('map.noScript')}{' '}
          <a href={EXTERNAL_MAP_URL} target="_blank" rel="noopener noreferrer">
            {address}
          </a>
        </p>
      </noscript>
    </div>
  );
  const jsonLd = jsonForScript(shopJsonLd({ name, street, city }, origin, locale));

  return (
    <div className="location">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <div className="page location__head">
        <Breadcrumb current={t('breadcrumb')} />
        <h1 className="page__title">{t('title')}</h1>
        <p className="page__lead">{t('lead')}</p>
      </div>

      <Suspense fallback={mapBox}>{hydrated ? <LocationMap name={name} address={address} /> : mapBox}</Suspense>

      <div className="page location__below">
        <section className="location-card" aria-labelledby="location-card-title">
          <h2 id="location-card-title" className="location-card__title">
            {t('card.title')}
          </h2>
          <dl className="location-card__grid">
            <div className="location-card__item">
              <dt>
                <PinIcon />
                {t('card.address')}
              </dt>
              <dd>
                <a href={EXTERNAL_MAP_URL} target="_blank" rel="noopener noreferrer">
                  {address}
                  <span className="sr-only"> {t('card.newTab')}</span>
                </a>
              </dd>
            </div>
            <div className="location-card__item">
              <dt>
                <ClockIcon />
                {t('card.hours')}
              </dt>
              <dd>
                <span className="location-card__hours">{WORKING_HOURS}</span>
                <span className="location-card__sub">{t('card.everyDay')}</span>
              </dd>
            </div>
            <div className="location-card__item">
              <dt>
                <PhoneIcon />
                {t('card.contact')}
              </dt>
              <dd>
                <a href={CONTACT_PHONE_HREF} className="location-card__nowrap">
                  {CONTACT_PHONE_TEXT}
                </a>
                <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
              </dd>
            </div>
            <div className="location-card__item">
              <dt>
                <HeartIcon />
                {t('card.social')}
              </dt>
              <dd>
                <a href={SOCIAL_LINKS.instagram} target="_blank" rel="noopener noreferrer">
                  Instagram<span className="sr-only"> {t('card.newTab')}</span>
                </a>
                <a href={SOCIAL_LINKS.facebook} target="_blank" rel="noopener noreferrer">
                  Facebook<span className="sr-only"> {t('card.newTab')}</span>
                </a>
              </dd>
            </div>
          </dl>
        </section>
      </div>
    </div>
  );
}
