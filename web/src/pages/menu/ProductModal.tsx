import { lazy, Suspense, useId, useRef, useState } from 'react';
import { publicMessage, REVIEW_TOAST_MS, type Product } from '@qahve/config';
import { useLanguageId, useTranslation } from '../../i18n';
import { Image } from '../../shared/ui/Image';
import { LineIcon } from '../../shared/ui/LineIcon';
import { Notification, useNotification } from '../../shared/ui/Notification';
import { useFocusTrap } from '../../shared/useFocusTrap';
import { parseSizeAndPrice, productDescription, productImageAlt, productName } from '../../shared/catalog';
import { Reviews } from './Reviews';
import { SizePrices } from '../../shared/ui/SizePrices';

/** The review form and its validation (zod) load when "Give feedback" is first pressed. */
const FeedbackForm = lazy(() => import('./FeedbackForm'));

/**
 * The product modal: a dialog (focus trapped, Escape or the backdrop closes it, focus goes back to
 * the card), with the sizes and prices in ₼, the description, "Make an order" (the Wolt link in a
 * new tab, or a notification that there is none), "Give feedback" (shows or hides the review
 * form), and the product's reviews.
 */
export function ProductModal({ product, onClose }: { product: Product; onClose: () => void }) {
  const { t } = useTranslation('menu');
  const { languageId, locale } = useLanguageId();
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, true, onClose);
  const { notification, notify, dismiss } = useNotification();
  const [formOpen, setFormOpen] = useState(false);
  const feedbackButton = useRef<HTMLButtonElement>(null);
  const ids = useId();

  const name = productName(product, languageId, t('noName'));
  const description = productDescription(product, languageId, '');
  const sizes = parseSizeAndPrice(product.sizeAndPrice);
  const picture = product.secondaryImageUrl ?? product.primaryImageUrl;

  return (
    <div
      className="menu-modal"
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        className="menu-modal__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${ids}-title`}
        aria-describedby={description ? `${ids}-description` : undefined}
      >
        <button type="button" className="menu-modal__close" onClick={onClose} aria-label={t('modal.close')} data-autofocus>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <div className="menu-modal__scroll">
          <div className="menu-modal__media">
            <Image
              src={picture}
              srcSet={picture === product.primaryImageUrl ? product.primaryImageSrcSet : undefined}
              sizes="(min-width: 900px) 420px, 100vw"
              width={1}
              height={1}
              alt={productImageAlt(product, languageId, name)}
              priority
              className="menu-modal__image"
            />
          </div>
          <div className="menu-modal__body">
            <h2 id={`${ids}-title`} className="menu-modal__title">
              {name}
            </h2>
            <SizePrices entries={sizes} locale={locale} label={t('modal.sizes')} />
            {description && (
              <p id={`${ids}-description`} className="menu-modal__description">
                {description}
              </p>
            )}
            <div className="menu-modal__actions">
              {product.woltLink ? (
                <a className="button menu-modal__order" href={product.woltLink} target="_blank" rel="noopener noreferrer">
                  {t('modal.order')}
                  <span className="sr-only"> {t('modal.newTab')}</span>
                  <LineIcon size={16}>
                    <path d="M14 5h5v5M19 5l-8 8M17 14v5H5V7h5" />
                  </LineIcon>
                </a>
              ) : (
                <button type="button" className="button menu-modal__order" onClick={() => notify('error', t('modal.noWolt'))}>
                  {t('modal.order')}
                </button>
              )}
              <button
                ref={feedbackButton}
                type="button"
                className="button button--outline"
                aria-expanded={formOpen}
                aria-controls={formOpen ? `${ids}-form` : undefined}
                onClick={() => setFormOpen((o) => !o)}
              >
                {t('modal.feedback')}
              </button>
            </div>
            {formOpen && (
              <Suspense fallback={<p className="reviews__note">{t('loading')}</p>}>
                <FeedbackForm
                  id={`${ids}-form`}
                  productId={product.id}
                  onSent={() => {
                    setFormOpen(false);
                    feedbackButton.current?.focus();
                    notify('success', publicMessage(locale, 'reviewSubmitted'));
                  }}
                  onFailed={() => notify('error', t('form.error'))}
                />
              </Suspense>
            )}
            <Reviews productId={product.id} headingId={`${ids}-reviews`} />
          </div>
        </div>
        <Notification notification={notification} onClose={dismiss} duration={REVIEW_TOAST_MS} />
      </div>
    </div>
  );
}
