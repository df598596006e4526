/**
 * The PPF page (/PPF and /NewPPF, docs/product/content-pages.md#ppf): banner carousel, name / sub name / rich
 * content with the mini_image video (one block for desktop, one for mobile), the 'Paint Protection
 * Film' goods list with a highlighted hovered item, the earlier variant's category tabs, the mid
 * banner (with a default image) and 'Other Cases'.
 */
import * as React from 'react';
import { Link } from 'gatsby';
import type { PpfPage as PpfPageData, PpfCategory } from '../../../contract/goods';
import { TrustedRichHtml } from '../../components/ui/trusted-rich-html';
import { Tabs } from '../../components/ui/tabs';
import { Button } from '../../components/ui/button';
import { HeroCarousel } from './hero-carousel';
import { MediaImage, mediaListOf, mediaOf } from '../../components/ui/media-image';
import { VideoBlock } from './video-block';
import { ItemCard } from './item-card';
import { PPF_FALLBACK_BANNER, productInfoPath } from './paths';
import { exampleInfoPath } from '../cases/case-links';
import type { DeepReadonly } from '../../types/deep-readonly';
import * as s from './section.module.css';
import * as styles from './ppf-page.module.css';

export const PPF_BREADCRUMBS = [{ label: 'Home', to: '/' }, { label: 'Products' }, { label: 'PPF' }];

export interface PpfPageProps {
  data: DeepReadonly<PpfPageData>;
}

export function PpfPage({ data }: PpfPageProps): JSX.Element {
  const [hovered, setHovered] = React.useState<number | null>(null);
  const video = (cls: string) => (
    <div className={cls}>
      <VideoBlock src={data.mini_image} title={data.name || 'PPF'} className={styles.video} />
    </div>
  );

  return (
    <div className={styles.page}>
      <HeroCarousel
        images={data.images_arr}
        media={mediaListOf(data, 'images_arr')}
        label="PPF highlights"
        title="PPF"
        subtitle={data.sub_name}
        breadcrumbs={PPF_BREADCRUMBS}
      />

      <section className={s.section} aria-labelledby="ppf-intro">
        <div className={`${s.container} ${s.split}`}>
          <div className={styles.intro}>
            <p className={s.eyebrow}>Products</p>
            <h2 id="ppf-intro" className={s.h1} data-testid="ppf-name">
              {data.name}
            </h2>
            {data.sub_name && <p className={`${s.lead} ${styles.subName}`}>{data.sub_name}</p>}
            {video(styles.mobileVideo)}
            <TrustedRichHtml html={data.content} className={s.rich} />
          </div>
          {video(styles.desktopVideo)}
        </div>
      </section>

      {/* Named "Our films Paint Protection Film": the intro above is often named after the same film. */}
      <section className={`${s.section} ${s.alt}`} aria-labelledby="ppf-goods-eyebrow ppf-goods">
        <div className={s.container}>
          <p id="ppf-goods-eyebrow" className={s.eyebrow}>
            Our films
          </p>
          <h2 id="ppf-goods" className={s.h2}>
            Paint Protection Film
          </h2>
          {data.goods.length === 0 ? (
            <p className={s.empty}>No films to show yet.</p>
          ) : (
            <ul className={styles.goods} onMouseLeave={() => setHovered(null)}>
              {data.goods.map((g) => (
                <li
                  key={g.id}
                  className={[styles.good, hovered === g.id ? styles.goodActive : ''].filter(Boolean).join(' ')}
                  onMouseEnter={() => setHovered(g.id)}
                  onFocus={() => setHovered(g.id)}
                  data-testid="ppf-good"
                  data-active={hovered === g.id ? 'true' : undefined}
                >
                  <div className={styles.goodBg} aria-hidden="true">
                    <MediaImage src={g.goods_image} media={mediaOf(g, 'goods_image')} cover />
                  </div>
                  <div className={styles.goodBody}>
                    <h3 className={`${s.h3} ${styles.goodName}`}>{g.goods_name}</h3>
                    {g.desc && <p className={`${s.clamp3} ${styles.goodDesc}`}>{g.desc}</p>}
                    <Link to={productInfoPath(g.id)} className={s.more} aria-label={`MORE+ about ${g.goods_name}`}>
                      MORE+
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      {data.categorys.length > 0 && <PpfCategories categories={data.categorys} />}

      <section className={styles.midBanner} aria-label="PPF banner">
        <MediaImage src={data.images || PPF_FALLBACK_BANNER} media={data.images ? mediaOf(data, 'images') : null} alt="" width={1920} height={720} cover />
      </section>

      <section className={s.section} aria-labelledby="ppf-cases">
        <div className={s.container}>
          <p className={s.eyebrow}>Gallery</p>
          <h2 id="ppf-cases" className={s.h2}>
            Other Cases
          </h2>
          {data.cases.length === 0 ? (
            <p className={s.empty}>No cases to show yet.</p>
          ) : (
            <ul className={s.grid}>
              {data.cases.map((c) => (
                <li key={c.id}>
                  <ItemCard title={c.title} image={c.image} media={mediaOf(c, 'image')} to={exampleInfoPath(c.id, { type: 1 })} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </div>
  );
}

/** The earlier variant: category tabs (brief), a selected panel (image, name, desc, goods) and Request Sample. */
export function PpfCategories({ categories }: { categories: readonly DeepReadonly<PpfCategory>[] }): JSX.Element {
  return (
    <section className={s.section} aria-labelledby="ppf-categories">
      <div className={s.container}>
        <p className={s.eyebrow}>Product lines</p>
        <h2 id="ppf-categories" className={s.h2}>
          Categories
        </h2>
        <Tabs
          label="PPF categories"
          appearance="pill"
          items={categories.map((c) => ({
            id: c.id,
            label: c.brief || <TrustedRichHtml html={c.name} as="span" unstyled />,
            panel: (
              <div className={styles.category} data-testid="ppf-category-panel">
                <div className={styles.categoryImage}>
                  <MediaImage src={c.image} media={mediaOf(c, 'image')} alt="" width={800} height={600} cover />
                </div>
                <div className={styles.categoryBody}>
                  <TrustedRichHtml html={c.name} as="h3" unstyled className={s.h2} />
                  {c.desc && <p className={s.muted}>{c.desc}</p>}
                  {c.goods.length > 0 && (
                    <ul className={styles.categoryGoods}>
                      {c.goods.map((g) => (
                        <li key={g.id}>
                          <Link to={productInfoPath(g.id)} className={styles.categoryGood}>
                            {g.goods_name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                  <div>
                    <Button to="/ContactUs">Request Sample</Button>
                  </div>
                </div>
              </div>
            ),
          }))}
        />
      </div>
    </section>
  );
}

export default PpfPage;
