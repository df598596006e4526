/**
 * ProductInfo (docs/product/content-pages.md#productinfo): category tabs linking between products,
 * image, name, sub_name,
 * content, feature videos (a playing set that follows the buttons and the videos' own play/pause
 * events), the spec section (docs/product/entities-and-fields.md#spec-label; way 0 table / way 1
 * image list) with Download Datasheet, and the
 * Product Structure block (rich tools_content).
 */
import * as React from 'react';
import { Link } from 'gatsby';
import type { PpfCategory, ProductDetail } from '../../../contract/goods';
import type { DeepReadonly } from '../../types/deep-readonly';
import { TrustedRichHtml } from '../../components/ui/trusted-rich-html';
import { Tabs } from '../../components/ui/tabs';
import { HeroCarousel } from './hero-carousel';
import { MediaImage, mediaListOf, type MediaNode } from '../../components/ui/media-image';
import { VideoBlock } from './video-block';
import { SpecSection } from './spec-section';
import { updatePlayingSet, type SpecLabelView } from './spec-label';
import { productInfoPath } from './paths';
import * as s from './section.module.css';
import * as styles from './product-info.module.css';

/** A product as the page reads it: product_type and way are only compared with 1 (way is also shown as data-way), so any number will do. */
export type ProductView = DeepReadonly<Omit<ProductDetail, 'product_type' | 'way' | 'label'>> & {
  readonly product_type: number;
  readonly way: number;
  readonly label: readonly SpecLabelView[];
};

export interface ProductInfoProps {
  product: ProductView;
  /** Product categories with their goods (from the PPF page). */
  categories: readonly DeepReadonly<PpfCategory>[];
  /** goods_image's media node (processed sizes, library alt text), when the build has the file */
  goodsImage?: MediaNode | null;
}

export function ProductInfo({ product, categories, goodsImage }: ProductInfoProps): JSX.Element {
  const [playing, setPlaying] = React.useState<ReadonlySet<number>>(() => new Set());
  const typeName = product.product_type === 1 ? 'PPF' : 'Window Film';
  const hasCategory = categories.some((c) => c.id === product.category_id);
  const [tab, setTab] = React.useState<number | string>(hasCategory ? product.category_id : (categories[0]?.id ?? 0));

  return (
    <div className={styles.page} data-playing-count={playing.size}>
      <HeroCarousel
        images={product.images}
        media={mediaListOf(product, 'images')}
        label={`${product.goods_name} banner`}
        title={typeName}
        titleAs="p"
        breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Products' }, { label: typeName, to: '/PPF/' }, { label: product.goods_name }]}
      />

      {categories.length > 0 && (
        <nav className={styles.tabsBar} aria-label="Product categories">
          <div className={s.container}>
            <Tabs
              label="Product categories"
              appearance="line"
              value={tab}
              onChange={setTab}
              items={categories.map((c) => ({
                id: c.id,
                label: <TrustedRichHtml html={c.name} as="span" unstyled />,
                panel: (
                  <ul className={styles.goodsLinks}>
                    {c.goods.map((g) => (
                      <li key={g.id}>
                        <Link to={productInfoPath(g.id)} className={styles.goodsLink} aria-current={g.id === product.id ? 'page' : undefined}>
                          {g.goods_name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ),
              }))}
            />
          </div>
        </nav>
      )}

      <section className={s.section} aria-labelledby="product-name">
        <div className={`${s.container} ${s.split}`}>
          <div className={styles.productImage}>
            <MediaImage src={product.goods_image} media={goodsImage} alt={product.goods_name} width={1000} height={750} />
          </div>
          <div className={styles.productText}>
            <p className={s.eyebrow}>{typeName}</p>
            <h1 id="product-name" className={s.h1} data-testid="product-name">
              {product.goods_name}
            </h1>
            {product.sub_name && <p className={s.lead}>{product.sub_name}</p>}
            <TrustedRichHtml html={product.content} className={s.rich} />
          </div>
        </div>
      </section>

      {product.features.length > 0 && (
        <section className={`${s.section} ${s.alt}`} aria-labelledby="features-heading">
          <div className={s.container}>
            <p className={s.eyebrow}>Features</p>
            <h2 id="features-heading" className={s.h2}>
              Product Features
            </h2>
            <ul className={styles.features}>
              {product.features.map((f) => (
                <li
                  key={f.id}
                  className={[styles.feature, playing.has(f.id) ? styles.featurePlaying : ''].filter(Boolean).join(' ')}
                  data-testid="feature"
                  data-playing={playing.has(f.id) ? 'true' : 'false'}
                >
                  <VideoBlock src={f.image} title={f.name} onPlayingChange={(on) => setPlaying((set) => updatePlayingSet(set, f.id, on))} />
                  <h3 className={s.h3}>{f.name}</h3>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      <SpecSection way={product.way} labels={product.label} pdfUrl={product.pdf_url} />

      <section className={`${s.section} ${s.alt}`} aria-labelledby="structure-heading">
        <div className={s.container}>
          <p className={s.eyebrow}>Inside the film</p>
          <h2 id="structure-heading" className={s.h2}>
            Product Structure
          </h2>
          <TrustedRichHtml html={product.tools_content} className={s.rich} />
        </div>
      </section>
    </div>
  );
}

export default ProductInfo;
