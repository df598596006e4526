/** The ProductInfo spec section: a table (way 0) or an image list (way 1), plus Download Datasheet. */
import * as React from 'react';
import { Button } from '../../components/ui/button';
import { MediaImage } from '../../components/ui/media-image';
import { specView, type SpecLabelView } from './spec-label';
import * as s from './section.module.css';
import * as styles from './spec-section.module.css';

export interface SpecSectionProps {
  way: number;
  labels: readonly SpecLabelView[];
  pdfUrl: string | null;
}

export function SpecSection({ way, labels, pdfUrl }: SpecSectionProps): JSX.Element | null {
  const view = specView(way, labels);
  const empty = view.kind === 'table' ? view.rows.length === 0 : view.images.length === 0;
  if (empty && !pdfUrl) return null;
  return (
    <section className={s.section} aria-labelledby="spec-heading" data-testid="spec-section" data-way={way}>
      <div className={s.container}>
        <p className={s.eyebrow}>Specification</p>
        <h2 id="spec-heading" className={s.h2}>
          Specifications
        </h2>
        {view.kind === 'table' && view.rows.length > 0 && (
          <div className={styles.tableWrap}>
            <table className={styles.table} data-testid="spec-table">
              <tbody>
                {view.rows.map((row, i) => (
                  <tr key={`${row.name}-${i}`}>
                    <th scope="row">{row.name}</th>
                    <td>
                      <div className={styles.cell}>
                        <span className={styles.content}>{row.content}</span>
                        {row.kind === 'points' && row.icons.length > 0 && (
                          <span
                            className={styles.points}
                            role="img"
                            aria-label={`${row.icons.filter(Boolean).length} of ${row.icons.length}`}
                            data-testid="spec-points"
                          >
                            {row.icons.map((filled, j) => (
                              <span key={j} className={filled ? styles.filled : styles.emptyIcon} aria-hidden="true" />
                            ))}
                          </span>
                        )}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {view.kind === 'images' && view.images.length > 0 && (
          <ul className={styles.images} data-testid="spec-images">
            {view.images.map((img, i) => (
              <li key={`${img.name}-${i}`}>
                <figure className={styles.figure}>
                  {/* The caption names the picture: an alt repeating it would be read twice (image-redundant-alt). */}
                  <MediaImage src={img.src} media={img.media} alt="" width={1200} height={800} />
                  {img.name && <figcaption className={s.muted}>{img.name}</figcaption>}
                </figure>
              </li>
            ))}
          </ul>
        )}
        {pdfUrl && (
          <div className={styles.download}>
            <Button href={pdfUrl} target="_blank" rel="noopener noreferrer" variant="secondary" download>
              Download Datasheet
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}

export default SpecSection;
