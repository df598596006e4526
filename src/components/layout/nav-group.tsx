/**
 * One header menu group as a disclosure (APG disclosure navigation): a button with
 * aria-expanded that shows a list of links. On desktop it also opens on hover; on mobile the
 * same markup is an expandable group inside the slide-in drawer.
 */
import * as React from 'react';
import { Link } from 'gatsby';
import { isCurrentLink, type MenuSection } from './menu-data';
import * as styles from './header.module.css';

export interface NavGroupProps {
  section: MenuSection;
  pathname: string;
  active: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Hover opening only makes sense with a real pointer on the desktop layout. */
function canHover(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(hover: hover) and (min-width: 1280px)').matches;
}

export function NavGroup({ section, pathname, active, open, onOpenChange }: NavGroupProps): JSX.Element {
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const listId = `nav-${section.id}`;

  return (
    // The li only hears what bubbles from its button and links (hover and Escape); it is no control itself.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      className={[styles.item, open ? styles.open : ''].filter(Boolean).join(' ')}
      data-active={active ? '' : undefined}
      onMouseEnter={() => canHover() && onOpenChange(true)}
      onMouseLeave={() => canHover() && onOpenChange(false)}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          onOpenChange(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(e) => {
        // Close when keyboard focus leaves the whole group, not when it moves inside it.
        if (open && !e.currentTarget.contains(e.relatedTarget as Node | null)) onOpenChange(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.topLink}
        aria-expanded={open}
        aria-controls={listId}
        // With a hovering pointer the menu is already open under the mouse: a mouse click (detail > 0)
        // keeps it open instead of toggling it shut; keyboard activation (detail 0) still toggles.
        onClick={(e) => onOpenChange(e.detail > 0 && canHover() ? true : !open)}
      >
        {section.label}
        <span className={styles.caret} aria-hidden="true" />
      </button>
      <ul id={listId} className={styles.submenu} hidden={!open} role="list">
        {section.children?.map((link) => {
          const current = isCurrentLink(link.to, pathname);
          return (
            <li key={link.to}>
              <Link to={link.to} className={styles.subLink} aria-current={current ? 'page' : undefined}>
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </li>
  );
}

export default NavGroup;
