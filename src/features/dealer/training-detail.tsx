/**
 * /TrainingDetail?id=&shop_id= (docs/product/content-pages.md#trainingdetail), dealer only: title,
 * image, name, sub name, content and
 * related cases (to /ExampleInfo/<id>/?type=3&shop_id=…&t_id=<training id>). The page's
 * breadcrumb adds Dealer Details when shop_id is given (see trainingBreadcrumbs).
 */
import * as React from 'react';
import { Link } from 'gatsby';
import type { TrainingDetail as Training } from '../../../contract/training';
import type { BreadcrumbItem } from '../../components/ui/breadcrumbs';
import { getShopTrainDetail } from '../../services/dealer';
import { Loading } from '../../components/ui/loading';
import { EmptyState } from '../../components/ui/empty-state';
import { RichHtml } from '../../components/ui/rich-html';
import { MediaImage } from '../../components/ui/media-image';
import { LoadError } from '../forms/live-state';
import type { DetailPagePath } from '../../../contract/routes';
import { useDealerLive } from './use-dealer-live';
import { positiveId } from './query-id';
import { ItemMeta } from './item-meta';
import { WIDE_PICTURE } from './picture-frames';
import * as styles from './dealer.module.css';

export interface TrainingParams {
  id: number | null;
  shopId: number | null;
}

export function parseTrainingParams(search: string): TrainingParams {
  const p = new URLSearchParams(search);
  return { id: positiveId(p.get('id')), shopId: positiveId(p.get('shop_id')) };
}

/**
 * The trail; `shopId` undefined while the query string is not read yet (the static page, the first
 * render): the Dealer Details crumb is there, without its link, so the trail is as long as it is
 * for a course opened from a dealer's page (dealerArticlePath) and the banner keeps its height.
 */
export function trainingBreadcrumbs(shopId: number | null | undefined, title = 'Training Detail'): BreadcrumbItem[] {
  const dealer =
    shopId === undefined
      ? [{ label: 'Dealer Details' }]
      : shopId
        ? [{ label: 'Dealer Details', to: `/DealerDetails/${shopId}/` satisfies DetailPagePath<'DealerDetails'> }]
        : [];
  return [{ label: 'Home', to: '/' }, { label: 'Partner Search', to: '/PartnerSearch' }, ...dealer, { label: title }];
}

/**
 * The query is built here rather than by caseContextQuery (case-links.ts): that one leaves out a
 * falsy t_id, this link always carries it.
 */
export function relatedCasePath(caseId: number, trainingId: number, shopId: number | null): string {
  const q = new URLSearchParams({ type: '3' });
  if (shopId) q.set('shop_id', String(shopId));
  q.set('t_id', String(trainingId));
  return `${`/ExampleInfo/${caseId}/` satisfies DetailPagePath<'ExampleInfo'>}?${q.toString()}`;
}

export function TrainingDetail({ params }: { params: TrainingParams }): JSX.Element {
  const { state, retry } = useDealerLive<Training>(
    () =>
      params.id
        ? getShopTrainDetail(params.id, params.shopId ?? undefined)
        : Promise.resolve({ code: 0, data: null as unknown as Training, msg: '', status: 200 } as const),
    [params.id, params.shopId],
  );
  if (state.status === 'loading') return <Loading label="Loading training…" />;
  if (state.status === 'failed') return <LoadError onRetry={retry} />;
  if (state.status === 'refused') {
    return <EmptyState title="Training not found" description={state.msg || 'This link is incomplete or the training is no longer available.'} />;
  }
  const t = state.data;
  return (
    <article className={styles.detail} data-testid="training-detail">
      <ItemMeta meta={t} />
      <h2 className={styles.detailTitle}>{t.title}</h2>
      {t.images && <MediaImage src={t.images} alt="" aspectRatio={WIDE_PICTURE} fit="contain" className={styles.detailPicture} />}
      <RichHtml html={t.name} as="h3" unstyled className={styles.detailName} />
      {t.sub_name && <p className={styles.subName}>{t.sub_name}</p>}
      <RichHtml html={t.content} />
      {t.cases.length > 0 && (
        <section className={styles.detailSection} aria-labelledby="related-cases">
          <h3 id="related-cases" className={styles.sectionTitle}>
            Related Cases
          </h3>
          <ul className={styles.cases} role="list">
            {t.cases.map((c) => (
              <li key={c.id}>
                <Link to={relatedCasePath(c.id, t.id, params.shopId)} className={styles.caseLink}>
                  {c.image && <img src={c.image} alt="" loading="lazy" decoding="async" />}
                  <span>{c.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
