/**
 * WAI-ARIA tabs (APG, automatic activation): a tablist with roving tabindex, Left/Right (and
 * Up/Down) move and select, Home/End jump. One tabpanel shows the selected tab's content, which
 * suits the site's category tabs (FAQ, downloads, products) where the panel is data-driven.
 *
 * Controlled (`value` + `onChange`) or uncontrolled (`defaultValue`).
 */
import * as React from 'react';
import * as styles from './tabs.module.css';

export type TabId = string | number;

export interface TabItem {
  id: TabId;
  label: React.ReactNode;
  /** Content for this tab; if absent, `children` is shown in the panel instead. */
  panel?: React.ReactNode;
  disabled?: boolean;
}

export interface TabsProps extends Omit<React.HTMLAttributes<HTMLDivElement>, 'onChange' | 'defaultValue'> {
  items: TabItem[];
  /** Accessible name of the tablist, e.g. "FAQ categories". */
  label: string;
  value?: TabId;
  defaultValue?: TabId;
  onChange?: (id: TabId) => void;
  /** Panel content when the selected item has no `panel` (e.g. a list filtered by the tab). */
  children?: React.ReactNode;
  /** 'pill' for category chips, 'line' for an underlined bar. */
  appearance?: 'line' | 'pill';
}

export function Tabs({ items, label, value, defaultValue, onChange, children, appearance = 'line', className, ...rest }: TabsProps): JSX.Element | null {
  const baseId = React.useId();
  const [inner, setInner] = React.useState<TabId | undefined>(defaultValue ?? items[0]?.id);
  const selected = value !== undefined ? value : inner;
  const tabRefs = React.useRef(new Map<TabId, HTMLButtonElement>());
  if (items.length === 0) return null;

  const current = items.find((t) => t.id === selected) ?? items[0]!;
  const tabId = (id: TabId) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  const select = (id: TabId) => {
    if (value === undefined) setInner(id);
    if (id !== current.id) onChange?.(id);
  };

  // On each tab (the focusable elements), not on the tablist: arrow keys move between tabs.
  const onKeyDown = (e: React.KeyboardEvent<HTMLButtonElement>) => {
    const enabled = items.filter((t) => !t.disabled);
    const index = enabled.findIndex((t) => t.id === current.id);
    let next: TabItem | undefined;
    switch (e.key) {
      case 'ArrowRight':
      case 'ArrowDown':
        next = enabled[(index + 1) % enabled.length];
        break;
      case 'ArrowLeft':
      case 'ArrowUp':
        next = enabled[(index - 1 + enabled.length) % enabled.length];
        break;
      case 'Home':
        next = enabled[0];
        break;
      case 'End':
        next = enabled[enabled.length - 1];
        break;
      default:
        return;
    }
    e.preventDefault();
    if (!next) return;
    select(next.id);
    tabRefs.current.get(next.id)?.focus();
  };

  return (
    <div className={[styles.root, styles[appearance], className].filter(Boolean).join(' ')} {...rest}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {items.map((tab) => {
          const isSelected = tab.id === current.id;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) tabRefs.current.set(tab.id, node);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={panelId}
              tabIndex={isSelected ? 0 : -1}
              disabled={tab.disabled}
              className={styles.tab}
              onClick={() => select(tab.id)}
              onKeyDown={onKeyDown}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(current.id)} tabIndex={0} className={styles.panel}>
        {current.panel ?? children}
      </div>
    </div>
  );
}

export default Tabs;
