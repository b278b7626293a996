import { useRef, type KeyboardEvent } from 'react';

export interface TabItem {
  id: number;
  label: string;
}

export const tabId = (id: number) => `branch-tab-${id}`;
export const panelId = (id: number) => `branch-panel-${id}`;

/**
 * WAI-ARIA tabs (automatic activation): Left/Right (and Up/Down) move to the previous/next tab and
 * select it, Home/End the first/last; only the selected tab is in the Tab order. Each tab is a
 * link to its branch's address, which a click with script turns into the in-page switch.
 */
export function BranchTabs({
  items,
  selected,
  onSelect,
  hrefOf,
  label,
}: {
  items: TabItem[];
  selected: number | undefined;
  onSelect: (id: number) => void;
  /** The branch's own address: each tab is a link to it (a crawler and a browser without script follow it). */
  hrefOf: (id: number) => string;
  label: string;
}) {
  const refs = useRef(new Map<number, HTMLAnchorElement>());

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
          <a
            key={item.id}
            href={hrefOf(item.id)}
            ref={(el) => {
              if (el) refs.current.set(item.id, el);
              else refs.current.delete(item.id);
            }}
            role="tab"
            id={tabId(item.id)}
            aria-selected={isSelected}
            // Only the selected branch's panel is on the page.
            aria-controls={isSelected ? panelId(item.id) : undefined}
            tabIndex={isSelected ? 0 : -1}
            className="pill branch-tabs__tab"
            onClick={(e) => {
              e.preventDefault();
              onSelect(item.id);
            }}
            onKeyDown={(e) => onKeyDown(e, index)}
          >
            {item.label}
          </a>
        );
      })}
    </div>
  );
}
