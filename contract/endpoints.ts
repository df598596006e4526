// The API contract in one table: every call of docs/product/api-calls.md (and the few the build
// needs) with its
// method, path, payload and the schema of `data` in the {code, data, msg} envelope.
// The CMS registers its routes from this table, the source plugin checks answers against it,
// and the browser imports only its types.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { EmptyData, Exported, ExportQuery, IdQuery, PageQuery, Paged } from './envelope';
import { BlogDetail, BlogIndex, BlogList, BlogListQuery, HomeIndex } from './blog';
import {
  AboutUsItem,
  Article,
  Category,
  CategoryTree,
  ContactInfo,
  ContactRequest,
  CoreValue,
  DownloadItem,
  Faq,
  FooterInfo,
  JoinRequest,
  PageMeta,
  SiteInfo,
} from './site';
import { PlotterDetail, PlotterPage, PpfPage, ProductDetail, SoftwarePage, ToolDetail, ToolsList, ToolsListQuery, ToolsPage } from './goods';
import { CaseDetail, CaseDetailQuery, Collection } from './cases';
import { BrandingList, Dealer, PartnerCategory, PartnerSearch, PartnerSearchQuery, Place, PortalInfo, SaveInfoQuery, ShopEditable } from './network';
import { AreasQuery, ShopTrainQuery, TrainAddress, TrainingDetail, TrainingPage } from './training';
import { WarrantyCheck, WarrantyDetail, WarrantyFilterQuery, WarrantyIdQuery, WarrantySearchResult } from './warranty';
import { ChangeRequest, ForgetRequest, LinkExpire, LinkExpireQuery, LoginRequest, LoginResult, ResetRequest, SessionCheck, UploadResult } from './auth';
import { CaseCard } from './goods';
import { registrationEndpoints } from './registrations';

export interface Endpoint {
  method: 'GET' | 'POST';
  path: string;
  /** query string (GET) */
  query?: TSchema;
  /** form-urlencoded or JSON body (POST) */
  body?: TSchema;
  /** schema of the envelope's data on success */
  data: TSchema;
  /** 'dealer': needs a valid `token` header, answers 401 otherwise */
  auth?: 'dealer';
  /** multipart upload with one file in field `file` */
  multipart?: true;
  /**
   * Not a call of docs/product/api-calls.md: our CMS offers it so builds are fast, but another
   * API may lack it, so the build detects it and falls back to the listed calls. CMS_SPEC_ONLY=1
   * turns every such call off.
   */
  extra?: true;
}

const TitleQuery = Type.Object({ title: Type.Optional(Type.String({ maxLength: 100 })) });
const CategoryQuery = Type.Object({ type: Type.Integer() });
const SecondQuery = Type.Object({ type: Type.Integer(), category_id: Type.Integer({ minimum: 1 }) });
const DownloadsQuery = Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1 })), category_id: Type.Integer({ minimum: 1 }) });
const QuestionsQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  category_id: Type.Integer({ minimum: 1 }),
  second_id: Type.Optional(Type.Integer({ minimum: 1 })),
});
const CountryQuery = Type.Object({ country_id: Type.Integer({ minimum: 1 }) });

export const endpoints = {
  // index: site-wide
  homeIndex: { method: 'GET', path: '/api/index/index', data: HomeIndex },
  siteInfo: { method: 'GET', path: '/api/index/info', data: SiteInfo },
  contactInfo: { method: 'GET', path: '/api/index/getConactInfo', data: ContactInfo },
  contactUs: { method: 'POST', path: '/api/index/contactUs', body: ContactRequest, data: EmptyData },
  footer: { method: 'GET', path: '/api/index/getFooter', data: FooterInfo },
  articles: { method: 'GET', path: '/api/index/getArticles', query: TitleQuery, data: Article },
  pageMeta: { method: 'GET', path: '/api/index/getPageMeta', query: TitleQuery, data: PageMeta },
  ppf: { method: 'GET', path: '/api/index/getPPF', data: PpfPage },
  aboutUs: { method: 'GET', path: '/api/index/getAboutUs', data: Type.Array(AboutUsItem) },
  coreValues: { method: 'GET', path: '/api/index/getCoreValues', data: Type.Array(CoreValue) },
  categoryList: { method: 'GET', path: '/api/index/categoryList', query: CategoryQuery, data: Type.Array(Category) },
  secondList: { method: 'GET', path: '/api/index/getSecondList', query: SecondQuery, data: Type.Array(Category) },
  /** all FAQ (type 3) or download (type 6) categories with their sub-categories, for the build */
  categoryTree: { method: 'GET', path: '/api/index/categoryTree', query: CategoryQuery, data: Type.Array(CategoryTree), extra: true },
  downloadsList: { method: 'GET', path: '/api/index/downloadsList', query: DownloadsQuery, data: Paged(DownloadItem) },
  questionsList: { method: 'GET', path: '/api/index/getQuestionsList', query: QuestionsQuery, data: Paged(Faq) },
  /** every published FAQ and download, for the build */
  allQuestions: { method: 'GET', path: '/api/index/allQuestions', data: Type.Array(Faq), extra: true },
  allDownloads: { method: 'GET', path: '/api/index/allDownloads', data: Type.Array(DownloadItem), extra: true },
  joinUs: { method: 'POST', path: '/api/index/joinUs', body: JoinRequest, data: EmptyData },
  areas: { method: 'GET', path: '/api/index/getAreas', query: AreasQuery, data: Type.Array(TrainAddress) },
  trains: { method: 'GET', path: '/api/index/getTrains', data: TrainingPage },
  /** public TrainingInfo */
  trainInfo: { method: 'GET', path: '/api/index/getTrainInfo', query: IdQuery, data: TrainingDetail },
  allTrains: { method: 'GET', path: '/api/index/allTrains', data: Type.Array(TrainingDetail), extra: true },
  software: { method: 'GET', path: '/api/index/getSoftware', data: SoftwarePage },
  collection: { method: 'GET', path: '/api/index/getCollection', data: Collection },

  // blog
  blogList: { method: 'GET', path: '/api/Blog/list', query: BlogListQuery, data: BlogList },
  blogIndex: { method: 'GET', path: '/api/Blog/index', data: BlogIndex },
  blogDetail: { method: 'GET', path: '/api/Blog/detail', query: IdQuery, data: BlogDetail },
  /** every visible blog as full records, newest first, for the build (keyset cursor) */
  exportBlogs: { method: 'GET', path: '/api/export/blogs', query: ExportQuery, data: Exported(BlogDetail), extra: true },

  // goods
  ppfDetail: { method: 'GET', path: '/api/goods/getPPFDetail', query: IdQuery, data: ProductDetail },
  allProducts: { method: 'GET', path: '/api/goods/allProducts', data: Type.Array(ProductDetail), extra: true },
  tools: { method: 'GET', path: '/api/goods/getTools', query: PageQuery, data: ToolsPage },
  toolsList: { method: 'GET', path: '/api/goods/getToolsList', query: ToolsListQuery, data: ToolsList },
  toolsDetail: { method: 'GET', path: '/api/goods/getToolsDetail', query: IdQuery, data: ToolDetail },
  allTools: { method: 'GET', path: '/api/goods/allTools', data: Type.Array(ToolDetail), extra: true },
  plotter: { method: 'GET', path: '/api/goods/getPlotter', data: PlotterPage },
  plotterDetail: { method: 'GET', path: '/api/goods/getPlotterDetail', query: IdQuery, data: PlotterDetail },
  allPlotters: { method: 'GET', path: '/api/goods/allPlotters', data: Type.Array(PlotterDetail), extra: true },

  // cases
  caseDetail: { method: 'GET', path: '/api/cases/caseDetail', query: CaseDetailQuery, data: CaseDetail },
  caseList: { method: 'GET', path: '/api/cases/lists', query: PageQuery, data: Paged(CaseCard) },
  allCases: { method: 'GET', path: '/api/cases/all', data: Type.Array(CaseDetail), extra: true },

  // shop: network (public) and dealer portal (token)
  partnerSearch: { method: 'GET', path: '/api/shop/list', query: PartnerSearchQuery, data: PartnerSearch },
  partnerCategories: { method: 'GET', path: '/api/shop/categorys', data: Type.Array(PartnerCategory), extra: true },
  countries: { method: 'GET', path: '/api/shop/getCountryList', data: Type.Array(Place) },
  regions: { method: 'GET', path: '/api/shop/getCityList', query: CountryQuery, data: Type.Array(Place) },
  allRegions: {
    method: 'GET',
    path: '/api/shop/allCities',
    data: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), country_id: Type.Integer() })),
    extra: true,
  },
  dealerDetail: { method: 'GET', path: '/api/shop/detail', query: IdQuery, data: Dealer },
  allDealers: { method: 'GET', path: '/api/shop/all', data: Type.Array(Dealer), extra: true },
  portalInfo: { method: 'GET', path: '/api/shop/info', data: PortalInfo, auth: 'dealer' },
  ownInfo: { method: 'GET', path: '/api/shop/getInfos', data: ShopEditable, auth: 'dealer' },
  brandingDetail: { method: 'GET', path: '/api/shop/goodsDetail', query: IdQuery, data: ToolDetail, auth: 'dealer' },
  brandingList: { method: 'GET', path: '/api/shop/myGoods', query: PageQuery, data: BrandingList, auth: 'dealer' },
  saveInfo: { method: 'GET', path: '/api/shop/saveInfo', query: SaveInfoQuery, data: ShopEditable, auth: 'dealer' },
  // dealer portal: warranty registration (contract/registrations.ts)
  ...registrationEndpoints,
  shopTrainDetail: { method: 'GET', path: '/api/shop/getTrainDetail', query: ShopTrainQuery, data: TrainingDetail, auth: 'dealer' },

  // login
  login: { method: 'POST', path: '/api/login/login', body: LoginRequest, data: LoginResult },
  logout: { method: 'POST', path: '/api/login/logout', data: EmptyData, auth: 'dealer' },
  forgetPwd: { method: 'POST', path: '/api/login/forgetPwd', body: ForgetRequest, data: EmptyData },
  changePwd: { method: 'POST', path: '/api/login/changePwd', body: ChangeRequest, data: EmptyData },
  resetPwd: { method: 'POST', path: '/api/login/resetpwd', body: ResetRequest, data: EmptyData },
  sessionInfo: { method: 'GET', path: '/api/login/info', data: SessionCheck },
  linkExpire: { method: 'GET', path: '/api/login/getLinkExpire', query: LinkExpireQuery, data: LinkExpire },

  // warranty
  checkWarranty: { method: 'GET', path: '/api/Warranty/checkWarranty', query: WarrantyFilterQuery, data: WarrantyCheck },
  warrantyList: { method: 'GET', path: '/api/Warranty/getWarrantysList', query: WarrantyFilterQuery, data: Type.Array(WarrantySearchResult) },
  warrantyDetail: { method: 'GET', path: '/api/Warranty/getWarrantysDetail', query: WarrantyIdQuery, data: WarrantyDetail },
  /** world-wide client count, a number as a string */
  warrantyCount: { method: 'GET', path: '/api/Warranty/getWarrantys', data: Type.String({ pattern: '^[0-9]+$' }) },

  // common
  uploadImg: { method: 'POST', path: '/api/common/uploadImg', data: UploadResult, multipart: true, auth: 'dealer' },
} as const satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
/** The `data` of a successful answer of endpoint K. */
export type DataOf<K extends EndpointName> = Static<Endpoints[K]['data']>;
/** The query string of endpoint K (GET). */
export type QueryOf<K extends EndpointName> = Endpoints[K] extends { query: infer Q extends TSchema } ? Static<Q> : Record<string, never>;
/** The body of endpoint K (POST). */
export type BodyOf<K extends EndpointName> = Endpoints[K] extends { body: infer B extends TSchema } ? Static<B> : Record<string, never>;
