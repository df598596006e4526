/**
 * ToolsInfo (docs/product/content-pages.md#toolsinfo): video with play overlay, name, content, sub
 * name, tools content,
 * image and related pictures. Desktop: media beside the text; mobile: name first, then media.
 */
import * as React from 'react';
import type { ToolDetail } from '../../../contract/goods';
import type { DeepReadonly } from '../../types/deep-readonly';
import { TrustedRichHtml } from '../../components/ui/trusted-rich-html';
import { Breadcrumbs } from '../../components/ui/breadcrumbs';
import { MediaImage, type MediaNode } from '../../components/ui/media-image';
import { VideoBlock } from '../products/video-block';
import type { DetailPagePath } from '../../../contract/routes';
import * as s from '../products/section.module.css';
import * as styles from './tool-info.module.css';

/** The media nodes of a tool's images (build data), for their srcsets. */
export interface ToolMedia {
  goods_image_media?: MediaNode | null;
  image_media?: MediaNode | null;
  images_arr_media?: readonly (MediaNode | null)[] | null;
}

export function ToolInfo({ tool, typeName, media }: { tool: DeepReadonly<ToolDetail>; typeName?: string | null; media?: ToolMedia }): JSX.Element {
  return (
    <article className={`${styles.page} ${s.headerOffset}`}>
      <div className={s.container}>
        <Breadcrumbs
          tone="dark"
          className={styles.crumbs}
          items={[
            { label: 'Home', to: '/' },
            { label: 'Products' },
            { label: 'Tools', to: '/Tools/' },
            ...(typeName ? [{ label: typeName, to: `/Tool/${tool.category_id}/` satisfies DetailPagePath<'Tool'> }] : []),
            { label: tool.goods_name },
          ]}
        />
        <div className={styles.top}>
          <header className={styles.head}>
            <p className={s.eyebrow}>Tools</p>
            <h1 className={s.h1} data-testid="tool-name">
              {tool.goods_name}
            </h1>
            {tool.sub_name && <p className={s.lead}>{tool.sub_name}</p>}
          </header>
          <div className={styles.media}>
            {tool.video ? (
              <VideoBlock src={tool.video} title={tool.goods_name} poster={tool.goods_image} posterMedia={media?.goods_image_media} />
            ) : (
              <div className={styles.mediaImage}>
                <MediaImage src={tool.goods_image} media={media?.goods_image_media} alt={tool.goods_name} width={1000} height={750} eager />
              </div>
            )}
          </div>
          <div className={styles.body}>
            <TrustedRichHtml html={tool.content} className={s.rich} />
          </div>
        </div>
      </div>

      {(tool.tools_content || tool.image) && (
        <section className={`${s.section} ${s.alt}`} aria-label="Details">
          <div className={`${s.container} ${tool.image && tool.tools_content ? s.split : ''}`}>
            {tool.tools_content && <TrustedRichHtml html={tool.tools_content} className={s.rich} />}
            {tool.image && (
              <div className={styles.detailImage}>
                <MediaImage src={tool.image} media={media?.image_media} alt={tool.goods_name} width={1000} height={750} />
              </div>
            )}
          </div>
        </section>
      )}

      {tool.images_arr.length > 0 && (
        <section className={s.section} aria-labelledby="tool-pictures">
          <div className={s.container}>
            <h2 id="tool-pictures" className={s.h2}>
              Pictures
            </h2>
            <ul className={styles.pictures} data-testid="related-pictures">
              {tool.images_arr.map((src, i) => (
                <li key={`${src}-${i}`}>
                  <MediaImage src={src} media={media?.images_arr_media?.[i]} alt={`${tool.goods_name} picture ${i + 1}`} width={800} height={600} cover />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </article>
  );
}

export default ToolInfo;
