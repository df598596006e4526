/**
 * /Plotter (docs/product/content-pages.md#plotter): banner carousel, feature list (label_arr) and a
 * comparison of the
 * plotter models (image, name, icon, performance labels, Download Datasheet), each linking to
 * PlotterInfo. The comparison is a table on desktop and stacked model cards on mobile.
 */
import * as React from 'react';
import { Link } from 'gatsby';
import type { PlotterPage as PlotterData, PlotterModel } from '../../../contract/goods';
import type { DeepReadonly } from '../../types/deep-readonly';
import { Button } from '../../components/ui/button';
import { HeroCarousel } from '../products/hero-carousel';
import { MediaImage, mediaListOf, mediaOf } from '../../components/ui/media-image';
import { plotterInfoPath } from '../products/paths';
import * as s from '../products/section.module.css';
import * as styles from './plotter.module.css';

/** Row names of the comparison: every label name, in first-seen order across models. */
export function comparisonRows(models: readonly DeepReadonly<PlotterModel>[]): string[] {
  const names: string[] = [];
  for (const m of models) for (const l of m.labels) if (!names.includes(l.name)) names.push(l.name);
  return names;
}

export function labelValue(model: DeepReadonly<PlotterModel>, name: string): string {
  return model.labels.find((l) => l.name === name)?.content ?? '—';
}

export function PlotterPage({ data }: { data: DeepReadonly<PlotterData> }): JSX.Element {
  const rows = comparisonRows(data.goods);
  return (
    <div className={styles.page}>
      <HeroCarousel
        images={data.images_arr}
        media={mediaListOf(data, 'images_arr')}
        label="Plotter highlights"
        title="Plotter"
        breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Products' }, { label: 'Plotter' }]}
      />

      {data.label_arr.length > 0 && (
        <section className={s.section} aria-labelledby="plotter-features">
          <div className={s.container}>
            <p className={s.eyebrow}>Why our plotters</p>
            <h2 id="plotter-features" className={s.h2}>
              Features
            </h2>
            <ul className={styles.features} data-testid="plotter-features">
              {data.label_arr.map((f, i) => (
                <li key={`${f.title}-${i}`} className={styles.feature}>
                  <div className={styles.featureIcon}>
                    <MediaImage src={f.image} media={mediaOf(f, 'image')} alt="" width={96} height={96} />
                  </div>
                  <h3 className={s.h3}>{f.title}</h3>
                  <p className={s.muted}>{f.content}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      <section className={`${s.section} ${s.alt}`} aria-labelledby="plotter-compare">
        <div className={s.container}>
          <p className={s.eyebrow}>{data.count || data.goods.length} models</p>
          <h2 id="plotter-compare" className={s.h2}>
            Compare Models
          </h2>
          {data.goods.length === 0 ? (
            <p className={s.empty}>No models to compare yet.</p>
          ) : (
            <div className={styles.compare} style={{ '--models': data.goods.length } as React.CSSProperties} data-testid="plotter-compare">
              {data.goods.map((m) => (
                <article key={m.id} className={styles.model} data-testid="plotter-model">
                  <Link to={plotterInfoPath(m.id)} className={styles.modelMedia} aria-label={m.goods_name} tabIndex={-1}>
                    <MediaImage src={m.goods_image} media={mediaOf(m, 'goods_image')} alt="" width={800} height={600} cover />
                  </Link>
                  <div className={styles.modelHead}>
                    {m.image && (
                      <span className={styles.modelIcon}>
                        <MediaImage src={m.image} media={mediaOf(m, 'image')} alt="" width={48} height={48} />
                      </span>
                    )}
                    <h3 className={s.h3}>
                      <Link to={plotterInfoPath(m.id)} className={styles.modelLink}>
                        {m.goods_name}
                      </Link>
                    </h3>
                  </div>
                  <dl className={styles.labels}>
                    {rows.map((name) => (
                      <div key={name} className={styles.labelRow}>
                        <dt>{name}</dt>
                        <dd>{labelValue(m, name)}</dd>
                      </div>
                    ))}
                  </dl>
                  <div className={styles.modelActions}>
                    <Link to={plotterInfoPath(m.id)} className={s.more}>
                      MORE+
                    </Link>
                    {m.pdf_url && (
                      <Button href={m.pdf_url} target="_blank" rel="noopener noreferrer" variant="secondary" size="sm" block download>
                        Download Datasheet
                      </Button>
                    )}
                  </div>
                </article>
              ))}
            </div>
          )}
        </div>
      </section>
    </div>
  );
}

export default PlotterPage;
