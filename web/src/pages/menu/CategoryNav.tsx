import { useId } from 'react';
import type { Category, LanguageId } from '@qahve/config';
import { useTranslation } from '../../i18n';
import { categoryName } from '../../shared/catalog';

/** What every row of the accordion reads: the language, the selection and what is expanded. */
interface NavState {
  languageId: LanguageId;
  selected: number | null;
  expanded: ReadonlySet<number>;
  onSelect: (id: number | null) => void;
  onToggle: (id: number) => void;
}

/**
 * The category accordion. Each category is a button that selects it (aria-pressed); a category
 * with subcategories has a second button, the chevron, that expands or collapses them
 * (aria-expanded + aria-controls). Selecting a category also expands it.
 */
export function CategoryNav({ categories, ...state }: { categories: readonly Category[] } & NavState) {
  const { t } = useTranslation('menu');
  const { selected, onSelect } = state;
  return (
    <nav className="menu-nav" aria-label={t('categories.label')}>
      <h2 className="menu-nav__heading">{t('categories.heading')}</h2>
      <ul className="menu-nav__list">
        <li>
          <div className="menu-nav__row">
            <button type="button" className="menu-nav__button" aria-pressed={selected === null} onClick={() => onSelect(null)}>
              {t('categories.all')}
            </button>
          </div>
        </li>
        {categories.map((c) => (
          <CategoryItem key={c.id} category={c} depth={0} state={state} />
        ))}
      </ul>
    </nav>
  );
}

function CategoryItem({ category, depth, state }: { category: Category; depth: number; state: NavState }) {
  const { t } = useTranslation('menu');
  const { languageId, selected, expanded, onSelect, onToggle } = state;
  const listId = useId();
  const name = categoryName(category, languageId, '—');
  const children = category.subCategories ?? [];
  const open = expanded.has(category.id);
  return (
    <li className={`menu-nav__item menu-nav__item--depth-${Math.min(depth, 2)}`}>
      <div className="menu-nav__row">
        <button type="button" className="menu-nav__button" aria-pressed={selected === category.id} onClick={() => onSelect(category.id)}>
          {name}
        </button>
        {children.length > 0 && (
          <button
            type="button"
            className="menu-nav__toggle"
            aria-expanded={open}
            aria-controls={listId}
            aria-label={t('categories.toggle', { name })}
            onClick={() => onToggle(category.id)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        )}
      </div>
      {children.length > 0 && (
        <ul id={listId} className="menu-nav__list menu-nav__list--nested" hidden={!open}>
          {children.map((c) => (
            <CategoryItem key={c.id} category={c} depth={depth + 1} state={state} />
          ))}
        </ul>
      )}
    </li>
  );
}
