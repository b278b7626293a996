import { useTranslation } from '../../i18n';
import { LanguageLink } from '../../shared/ui/LanguageLink';
import { LineIcon } from '../../shared/ui/LineIcon';
import { pagerItems } from './pager';

const Chevron = ({ flip = false }: { flip?: boolean }) => (
  <LineIcon size={18}>
    <path d={flip ? 'M9 6l6 6-6 6' : 'M15 6l-6 6 6 6'} />
  </LineIcon>
);

/**
 * The page links of the business limits (see `pagerItems`), with previous / next: each page has its
 * own address (`href`), so that the pages are reached without script too. Nothing for one page.
 * `onFollow` runs as a link is followed in the app (the catalogue brings its top into view).
 */
export function Pager({
  current,
  total,
  href,
  onFollow,
}: {
  current: number;
  total: number;
  href: (page: number) => string;
  onFollow?: () => void;
}) {
  const { t } = useTranslation('product');
  if (total <= 1) return null;
  const step = (page: number, label: string, flip: boolean) =>
    page < 1 || page > total ? (
      // No page there: a link without an address, which is no stop for the keyboard.
      <a className="pager__button pager__button--step" aria-disabled="true" aria-label={label} role="link">
        <Chevron flip={flip} />
      </a>
    ) : (
      <LanguageLink to={href(page)} className="pager__button pager__button--step" aria-label={label} onClick={onFollow}>
        <Chevron flip={flip} />
      </LanguageLink>
    );
  return (
    <nav className="pager" aria-label={t('pager.label')}>
      <ul className="pager__list">
        <li>{step(current - 1, t('pager.previous'), false)}</li>
        {pagerItems(current, total).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <LanguageLink
                to={href(item)}
                className="pager__button"
                aria-current={item === current ? 'page' : undefined}
                aria-label={t('pager.page', { page: item })}
                onClick={onFollow}
              >
                {item}
              </LanguageLink>
            </li>
          ) : (
            <li key={item} className="pager__gap" aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>{step(current + 1, t('pager.next'), true)}</li>
      </ul>
    </nav>
  );
}
