import { useRef, type KeyboardEvent } from 'react';

export interface TabItem {
  id: number;
  label: string;
}

export const tabId = (id: number) => `branch-tab-${id}`;
export const panelId = (id: number) => `branch-panel-${id}`;

/**
 * WAI-ARIA tabs (automatic activation): Left/Right (and Up/Down) move to the previous/next tab and
 * select it, Home/End the first/last; only the selected tab is in the Tab order.
 */
export function BranchTabs({
  items,
  selected,
  onSelect,
  label,
}: {
  items: TabItem[];
  selected: number | undefined;
  onSelect: (id: number) => void;
  label: string;
}) {
  const refs = useRef(new Map<number, HTMLButtonElement>());

  const move = (index: number) => {
    const next = items[(index + items.length) % items.length];
    if (!next) return;
    onSelect(next.id);
    refs.current.get(next.id)?.focus();
  };

  const onKeyDown = (e: KeyboardEvent, index: number) => {
    switch (e.key) {
      case 'ArrowRight':
      case 'ArrowDown':
        move(index + 1);
        break;
      case 'ArrowLeft':
      case 'ArrowUp':
        move(index - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(items.length - 1);
        break;
      default:
        return;
    }
    e.preventDefault();
  };

  return (
    <div className="branch-tabs" role="tablist" aria-label={label}>
      {items.map((item, index) => {
        const isSelected = item.id === selected;
        return (
          <button
            key={item.id}
            ref={(el) => {
              if (el) refs.current.set(item.id, el);
              else refs.current.delete(item.id);
            }}
            type="button"
            role="tab"
            id={tabId(item.id)}
            aria-selected={isSelected}
            aria-controls={panelId(item.id)}
            tabIndex={isSelected ? 0 : -1}
            className="branch-tabs__tab"
            onClick={() => onSelect(item.id)}
            onKeyDown={(e) => onKeyDown(e, index)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
