/**
 * The /Collection page body (docs/product/content-pages.md#collection): banner, the video (mini_image) with a
 * play overlay, name, content, the pictures (images_arr and resource images/videos) and related
 * cases, which open ExampleInfo with type=2 (from the collection page).
 */
import * as React from 'react';
import type { Collection } from '../../../contract/cases';
import type { DeepReadonly } from '../../types/deep-readonly';
import { PageBanner } from '../../components/ui/page-banner';
import { BannerMedia } from '../about/banner-media';
import { VideoPlayer } from '../../components/ui/video-player';
import { TrustedRichHtml } from '../../components/ui/trusted-rich-html';
import { SectionHeading } from '../../components/ui/section-heading';
import { Card } from '../../components/ui/card';
import { MediaImage, mediaListOf, mediaOf, type MediaNode } from '../../components/ui/media-image';
import type { DetailPagePath } from '../../../contract/routes';
import * as styles from './collection-view.module.css';

export const COLLECTION_CRUMBS = [{ label: 'Home', to: '/' }, { label: 'Network' }, { label: 'Collection' }];

/** Case context of the collection page (CASE_CONTEXT.collection in contract/cases.ts; not imported: the contract's runtime stays out of the bundle). */
export const COLLECTION_CASE_TYPE = 2;

/** Related case link from the collection page: /ExampleInfo/<id>/?type=2. */
export function collectionCasePath(id: number): string {
  return `${`/ExampleInfo/${id}/` satisfies DetailPagePath<'ExampleInfo'>}?type=${COLLECTION_CASE_TYPE}`;
}

/** A collection's data; a resource's type is read only as `=== 'video'`, so any string will do (build data has no union). */
export type CollectionData = DeepReadonly<Omit<Collection, 'resource'>> & { readonly resource: readonly { readonly type: string; readonly url: string }[] };

export interface CollectionPicture {
  /** 'image' or 'video' (anything else shows as an image) */
  type: string;
  url: string;
}

/** images_arr then resource, without duplicates or empty URLs. */
export function collectionPictures(collection: Pick<CollectionData, 'images_arr' | 'resource'>): CollectionPicture[] {
  const seen = new Set<string>();
  const out: CollectionPicture[] = [];
  for (const p of [...collection.images_arr.map((url) => ({ type: 'image' as const, url })), ...collection.resource]) {
    if (!p.url || seen.has(p.url)) continue;
    seen.add(p.url);
    out.push({ type: p.type, url: p.url });
  }
  return out;
}

export function CollectionView({ collection }: { collection: CollectionData }): JSX.Element {
  const name = collection.name || 'Collection';
  const pictures = collectionPictures(collection);
  // build data carries each picture's media node (for a srcset) beside its URL
  const mediaByUrl = new Map<string, MediaNode | null>([
    ...collection.images_arr.map((url, i): [string, MediaNode | null] => [url, mediaListOf(collection, 'images_arr')[i] ?? null]),
    ...collection.resource.map((r): [string, MediaNode | null] => [r.url, mediaOf(r, 'url')]),
  ]);
  return (
    <>
      <PageBanner
        title={name}
        subtitle={collection.sub_name || undefined}
        media={<BannerMedia src={collection.image} media={mediaOf(collection, 'image')} />}
        breadcrumbs={COLLECTION_CRUMBS}
      />

      <section className={styles.section} aria-labelledby="collection-intro">
        <div className={`container ${styles.intro}`}>
          {collection.mini_image && (
            <div className={styles.video}>
              <VideoPlayer src={collection.mini_image} title={`${name} video`} />
            </div>
          )}
          <div className={styles.introText}>
            <SectionHeading id="collection-intro" eyebrow="Collection" title={collection.sub_name || name} />
            <TrustedRichHtml html={collection.content} className={styles.content} />
          </div>
        </div>
      </section>

      {pictures.length > 0 && (
        <section className={styles.section} aria-labelledby="collection-pictures">
          <div className="container">
            <SectionHeading id="collection-pictures" eyebrow="Gallery" title="Pictures" />
            <ul className={styles.gallery} role="list">
              {pictures.map((p, i) => (
                <li key={`${p.url}-${i}`} className={styles.picture}>
                  {p.type === 'video' ? (
                    <VideoPlayer src={p.url} title={`${name} video ${i + 1}`} aspectRatio="4 / 3" />
                  ) : (
                    <MediaImage src={p.url} media={mediaByUrl.get(p.url)} alt="" aspectRatio="4 / 3" />
                  )}
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      {collection.cases.length > 0 && (
        <section className={styles.section} aria-labelledby="collection-cases">
          <div className="container">
            <SectionHeading id="collection-cases" eyebrow="Cases" title="Related Cases" />
            <ul className={styles.cases} role="list">
              {collection.cases.map((c) => (
                <li key={c.id}>
                  <Card
                    title={c.title}
                    media={<MediaImage src={c.image} media={mediaOf(c, 'image')} alt="" aspectRatio="4 / 3" />}
                    to={collectionCasePath(c.id)}
                    linkLabel="MORE+"
                    className={styles.caseCard}
                  />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  );
}
