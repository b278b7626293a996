import { useTranslation } from '../../i18n';
import { pagerItems } from './pager';

const Chevron = ({ flip = false }: { flip?: boolean }) => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
    <path
      d={flip ? 'M9 6l6 6-6 6' : 'M15 6l-6 6 6 6'}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/** The page buttons of the business limits (see `pagerItems`), with previous / next. Nothing for one page. */
export function Pager({ current, total, onChange }: { current: number; total: number; onChange: (page: number) => void }) {
  const { t } = useTranslation('product');
  if (total <= 1) return null;
  return (
    <nav className="pager" aria-label={t('pager.label')}>
      <ul className="pager__list">
        <li>
          <button
            type="button"
            className="pager__button pager__button--step"
            onClick={() => onChange(current - 1)}
            disabled={current <= 1}
            aria-label={t('pager.previous')}
          >
            <Chevron />
          </button>
        </li>
        {pagerItems(current, total).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className="pager__button"
                onClick={() => onChange(item)}
                aria-current={item === current ? 'page' : undefined}
                aria-label={t('pager.page', { page: item })}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className="pager__gap" aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="pager__button pager__button--step"
            onClick={() => onChange(current + 1)}
            disabled={current >= total}
            aria-label={t('pager.next')}
          >
            <Chevron flip />
          </button>
        </li>
      </ul>
    </nav>
  );
}
