/**
 * The GraphQL node types this plugin creates, each with the contract schema its fields mirror.
 * The SDL is generated from these TypeBox schemas (schema-sdl.ts), so node fields line up with
 * the contract by construction: same names, same scalar types, non-null where the contract is.
 *
 * Rules (docs/architecture.md#the-source-plugin): the API's integer `id` becomes `cmsId` on top-level nodes
 * (nested objects keep `id`); list types get `order` (the API's order); `children` is a field
 * Gatsby reserves on nodes, so category trees expose their sub-categories as `subcategories`.
 */
import { Type, type TObject, type TProperties } from '@sinclair/typebox';
import { Id, Media } from '../../contract/envelope';
import { BlogDetail, BlogType, HomeIndex } from '../../contract/blog';
import { AboutUsItem, Article, CategoryTree, ContactInfo, CoreValue, DownloadItem, Faq, FooterInfo, PageMeta, SiteInfo } from '../../contract/site';
import { PlotterDetail, PlotterPage, PpfPage, ProductDetail, SoftwarePage, ToolCategory, ToolDetail } from '../../contract/goods';
import { CaseDetail, Collection } from '../../contract/cases';
import { Dealer, PartnerCategory, Place } from '../../contract/network';
import { TrainingDetail, TrainingPage } from '../../contract/training';

const PageInfo = {
  per_page: Type.Integer(),
  total: Type.Integer(),
  last_page: Type.Integer(),
};

/** `children` is reserved on Gatsby nodes. */
const { children: _children, ...categoryTreeProps } = CategoryTree.properties;
const CategoryNode = Type.Object({ ...categoryTreeProps, subcategories: CategoryTree.properties.children });

export interface NodeTypeDef {
  /** Contract schema of one node's data (API field names; top-level `id` becomes `cmsId`). */
  schema: TObject<TProperties>;
  /** One node per site (no `order`, no cmsId). */
  single?: boolean;
  /** What the node is sourced from, for docs and messages. */
  from: string;
}

export const NODE_TYPES = {
  CmsSiteInfo: { schema: SiteInfo, single: true, from: 'siteInfo' },
  CmsContactInfo: { schema: ContactInfo, single: true, from: 'contactInfo' },
  CmsFooter: { schema: FooterInfo, single: true, from: 'footer' },
  CmsPageMeta: { schema: PageMeta, from: 'pageMeta per PAGE_META_TITLES (title is the key)' },
  CmsArticle: { schema: Article, from: 'articles per ARTICLE_TITLES (title is the key)' },
  CmsBlogIndex: {
    schema: Type.Object({ banner: Media, ...PageInfo }),
    single: true,
    from: 'blogIndex.banner + blogList page 1 (per_page, total, last_page)',
  },
  CmsBlogType: {
    schema: Type.Object({
      ...BlogType.properties,
      ...PageInfo,
      /** ids of the blogs on page 1 of blogList?type=<id>, in API order */
      first_page_ids: Type.Array(Id),
    }),
    from: 'blogIndex.types + blogList?type=<id> page 1',
  },
  CmsBlog: { schema: BlogDetail, from: 'blogList (every page) + blogDetail' },
  CmsAboutUs: { schema: AboutUsItem, from: 'aboutUs' },
  CmsCoreValue: { schema: CoreValue, from: 'coreValues' },
  CmsPpfPage: { schema: PpfPage, single: true, from: 'ppf' },
  CmsProduct: { schema: ProductDetail, from: 'allProducts' },
  CmsCase: { schema: CaseDetail, from: 'allCases' },
  CmsCaseList: { schema: Type.Object(PageInfo), single: true, from: 'caseList page 1 (per_page, total, last_page)' },
  CmsCollection: { schema: Collection, single: true, from: 'collection' },
  CmsSoftware: { schema: SoftwarePage, single: true, from: 'software' },
  CmsPlotterPage: { schema: PlotterPage, single: true, from: 'plotter' },
  CmsPlotter: { schema: PlotterDetail, from: 'allPlotters' },
  CmsToolsPage: {
    schema: Type.Object({ images_arr: Type.Array(Type.String()), ...PageInfo }),
    single: true,
    from: 'tools page 1 (images_arr, per_page, total, last_page)',
  },
  CmsToolCategory: { schema: ToolCategory, from: 'tools (every page)' },
  CmsTool: { schema: ToolDetail, from: 'allTools' },
  CmsToolList: { schema: Type.Object({ per_page: PageInfo.per_page }), single: true, from: 'toolsList?second_id=<first category> page 1 (per_page)' },
  CmsFaqCategory: { schema: CategoryNode, from: 'categoryTree?type=3' },
  CmsDownloadCategory: { schema: CategoryNode, from: 'categoryTree?type=6' },
  CmsFaq: { schema: Faq, from: 'allQuestions' },
  CmsDownload: { schema: DownloadItem, from: 'allDownloads' },
  CmsFaqList: { schema: Type.Object({ per_page: PageInfo.per_page }), single: true, from: 'getQuestionsList?category_id=<first category> page 1 (per_page)' },
  CmsDownloadList: { schema: Type.Object({ per_page: PageInfo.per_page }), single: true, from: 'downloadsList?category_id=<first category> page 1 (per_page)' },
  CmsCountry: { schema: Type.Object({ ...Place.properties, regions: Type.Array(Place) }), from: 'countries + allRegions' },
  CmsPartnerCategory: { schema: PartnerCategory, from: 'partnerCategories' },
  CmsDealer: { schema: Dealer, from: 'allDealers' },
  CmsTrainingPage: { schema: TrainingPage, single: true, from: 'trains' },
  CmsTraining: { schema: TrainingDetail, from: 'allTrains' },
  CmsHome: { schema: HomeIndex, single: true, from: 'homeIndex' },
  CmsWarrantyCount: { schema: Type.Object({ count: Type.String() }), single: true, from: 'warrantyCount (build-time fallback)' },
} satisfies Record<string, NodeTypeDef>;

export type NodeTypeName = keyof typeof NODE_TYPES;
export const NODE_TYPE_NAMES = Object.keys(NODE_TYPES) as NodeTypeName[];

/** Media files downloaded into the build (not a contract type). */
export const MEDIA_NODE_TYPE = 'CmsMedia';

/** Turn API data into node fields: top-level `id` → `cmsId`, `children` → `subcategories`. */
export function toNodeFields(data: Record<string, unknown>): Record<string, unknown> {
  const { id, children, ...rest } = data;
  const out: Record<string, unknown> = { ...rest };
  if (id !== undefined) out.cmsId = id;
  if (children !== undefined) out.subcategories = children;
  return out;
}
