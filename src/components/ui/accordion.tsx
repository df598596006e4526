/**
 * Accordion of disclosure buttons (APG accordion): each header is a button with aria-expanded
 * controlling a labelled region; toggling shows or hides the content (docs/product/content-pages.md#faq).
 */
import * as React from 'react';
import * as styles from './accordion.module.css';

export interface AccordionItem {
  id: string | number;
  title: React.ReactNode;
  /** Content shown when expanded (e.g. <RichHtml html={faq.content} />). */
  content: React.ReactNode;
}

export interface AccordionProps extends React.HTMLAttributes<HTMLDivElement> {
  items: AccordionItem[];
  /** Allow several panels open at once (default true); false closes the others on open. */
  multiple?: boolean;
  /** Ids expanded on first render. */
  defaultExpanded?: Array<string | number>;
  /** Heading level of each item's header. */
  headingLevel?: 2 | 3 | 4;
}

export function Accordion({ items, multiple = true, defaultExpanded = [], headingLevel = 3, className, ...rest }: AccordionProps): JSX.Element {
  const baseId = React.useId();
  const [expanded, setExpanded] = React.useState<Set<string | number>>(() => new Set(defaultExpanded));
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';

  const toggle = (id: string | number) =>
    setExpanded((prev) => {
      const next = new Set(multiple ? prev : []);
      if (prev.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} {...rest}>
      {items.map((item) => {
        const open = expanded.has(item.id);
        const buttonId = `${baseId}-h-${item.id}`;
        const panelId = `${baseId}-p-${item.id}`;
        return (
          <div key={item.id} className={styles.item} data-open={open || undefined}>
            <Heading className={styles.heading}>
              <button type="button" id={buttonId} aria-expanded={open} aria-controls={panelId} className={styles.trigger} onClick={() => toggle(item.id)}>
                <span className={styles.title}>{item.title}</span>
                <span className={styles.icon} aria-hidden="true" />
              </button>
            </Heading>
            {/* a labelled section is a region of its own (no role attribute needed) */}
            <section id={panelId} aria-labelledby={buttonId} hidden={!open} className={styles.panel}>
              {item.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}

export default Accordion;
