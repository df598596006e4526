/**
 * /BrandingElementsInfo?id=… (docs/product/content-pages.md#brandingelementsinfo: like a tool),
 * dealer only: video with play overlay,
 * name, content, sub name, tools content, image and related pictures.
 */
import * as React from 'react';
import type { ToolDetail } from '../../../contract/goods';
import { getBrandingDetail } from '../../services/dealer';
import { Loading } from '../../components/ui/loading';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { RichHtml } from '../../components/ui/rich-html';
import { VideoPlayer } from '../../components/ui/video-player';
import { MediaImage } from '../../components/ui/media-image';
import { LoadError } from '../forms/live-state';
import { useDealerLive } from './use-dealer-live';
import { positiveId } from './query-id';
import { ItemMeta } from './item-meta';
import { MAIN_PICTURE, WIDE_PICTURE } from './picture-frames';
import * as styles from './dealer.module.css';

export function BrandingInfo({ search }: { search: string }): JSX.Element {
  // location.search is known only in the browser: read it after mount.
  const [id, setId] = React.useState<number | null | undefined>(undefined);
  React.useEffect(() => setId(positiveId(new URLSearchParams(search).get('id'))), [search]);
  if (id === undefined) return <Loading label="Loading branding element…" />;
  return <BrandingInfoFor id={id} />;
}

function BrandingInfoFor({ id }: { id: number | null }): JSX.Element {
  const { state, retry } = useDealerLive<ToolDetail>(
    () => (id ? getBrandingDetail(id) : Promise.resolve({ code: 0, data: null as unknown as ToolDetail, msg: '', status: 200 } as const)),
    [id],
  );
  if (state.status === 'loading') return <Loading label="Loading branding element…" />;
  if (state.status === 'failed') return <LoadError onRetry={retry} />;
  if (state.status === 'refused') {
    return (
      <EmptyState
        title="Branding element not found"
        description={state.msg || 'This link is incomplete or the item is no longer available.'}
        action={<Button to="/DealerPortal">Back to Dealer Portal</Button>}
      />
    );
  }
  return <ToolLikeDetail item={state.data} />;
}

export function ToolLikeDetail({ item }: { item: ToolDetail }): JSX.Element {
  return (
    <article className={styles.detail} data-testid="branding-detail">
      <ItemMeta meta={item} />
      <div className={styles.detailTop}>
        <div className={styles.detailMedia}>
          {item.video ? (
            <VideoPlayer src={item.video} poster={item.goods_image ?? undefined} title={item.goods_name} />
          ) : item.goods_image ? (
            <MediaImage src={item.goods_image} alt="" aspectRatio={MAIN_PICTURE} fit="contain" eager className={styles.detailPicture} />
          ) : null}
        </div>
        <div className={styles.detailText}>
          <h2 className={styles.detailName}>{item.goods_name}</h2>
          <RichHtml html={item.content} />
        </div>
      </div>
      {(item.sub_name || item.tools_content || item.image) && (
        <section className={styles.detailSection}>
          {item.sub_name && <h3 className={styles.sectionTitle}>{item.sub_name}</h3>}
          <RichHtml html={item.tools_content} />
          {item.image && <MediaImage src={item.image} alt="" aspectRatio={WIDE_PICTURE} fit="contain" className={styles.detailPicture} />}
        </section>
      )}
      {item.images_arr.length > 0 && (
        <section className={styles.detailSection} aria-label="Related pictures">
          <ul className={styles.pictures} role="list">
            {item.images_arr.map((src, i) => (
              <li key={`${src}-${i}`}>
                <MediaImage src={src} alt="" aspectRatio={MAIN_PICTURE} className={styles.detailPicture} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
