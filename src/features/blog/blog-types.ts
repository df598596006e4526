/** Shapes the blog components take: the build-time (GraphQL) and live (API) blog items agree. */
import type { MediaNode } from '../../components/ui/media-image';
import type { DetailPagePath } from '../../../contract/routes';

export interface BlogCardData {
  /** API id (cmsId on nodes, id in live answers). */
  id: number;
  title: string;
  desc: string;
  image: string | null;
  /** The image's media node (build data only), for a srcset. */
  image_media?: MediaNode | null;
  createtime: string;
  label_arr: readonly string[];
}

export interface BlogTypeLink {
  cmsId: number;
  name: string;
}

export interface BlogBannerData {
  /** Banner image (CmsBlogIndex.banner, else the Blog article's image). */
  image: string | null;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'YYYY-MM-DD HH:mm:ss' → 'Nov 12, 2026' (no locale APIs: same text on server and browser). */
export function formatBlogDate(createtime: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(createtime ?? '');
  if (!m) return createtime ?? '';
  const month = MONTHS[Number(m[2]) - 1];
  return month ? `${month} ${Number(m[3])}, ${m[1]}` : createtime;
}

/** The machine-readable date for <time dateTime>. */
export function isoDate(createtime: string): string | undefined {
  const m = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2})?))?/.exec(createtime ?? '');
  if (!m) return undefined;
  return m[2] ? `${m[1]}T${m[2]}` : m[1];
}

/** Node → card data. */
export function cardFromNode(n: {
  cmsId: number;
  title: string;
  desc: string;
  image?: string | null;
  image_media?: MediaNode | null;
  createtime: string;
  label_arr: readonly string[];
}): BlogCardData {
  return { id: n.cmsId, title: n.title, desc: n.desc, image: n.image ?? null, image_media: n.image_media, createtime: n.createtime, label_arr: n.label_arr };
}

export const blogInfoPath = (id: number) => `/blogInfo/${id}/` satisfies DetailPagePath<'blogInfo'>;
export const blogTypePath = (id: number) => `/blogs/${id}/` satisfies DetailPagePath<'blogs'>;
export const blogPagePath = (page: number) => (page <= 1 ? '/blog/' : `/blog/page/${page}/`);

/** A CMS sub_title without the brand suffix the Seo component adds anyway ("News | Car Film Master" → "News"). */
export function withoutBrand(title: string | null | undefined, brand = 'Car Film Master'): string {
  return (title ?? '').replace(new RegExp(`\\s*[|\\-–]\\s*${brand}\\s*$`), '').trim();
}
