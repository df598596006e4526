// A request for each endpoint of the contract table that succeeds on the fixture content.
import type { EndpointName } from '../../../src/contract';
import { ALPHA } from './helpers';

/** A request for each endpoint that must succeed on the fixture content. */
export const SAMPLES: Record<EndpointName, Record<string, string | number>> = {
  homeIndex: {}, siteInfo: {}, contactInfo: {}, footer: {},
  contactUs: { username: 'Ann', phone: '123', email: 'ann@example.test', country: 'Germany', content: 'Hello' },
  articles: { title: 'Blog' }, pageMeta: { title: 'Tools' }, ppf: {}, aboutUs: {}, coreValues: {},
  categoryList: { type: 3 }, secondList: { type: 3, category_id: 1 }, categoryTree: { type: 6 },
  downloadsList: { category_id: 1, page: 2 }, questionsList: { category_id: 1, second_id: 11 }, allQuestions: {}, allDownloads: {},
  joinUs: { username: 'Bob', phone: '456', country: '1', city: '101', explain: '' },
  areas: { train_id: 1, country_id: 1 }, trains: {}, trainInfo: { id: 1 }, allTrains: {}, software: {}, collection: {},
  blogList: { page: 2, keywords: 'blog', type: 1 }, blogIndex: {}, blogDetail: { id: 1 },
  ppfDetail: { id: 1 }, allProducts: {}, tools: { page: 1 }, toolsList: { second_id: 1, page: 2 }, toolsDetail: { id: 1 }, allTools: {},
  plotter: {}, plotterDetail: { id: 1 }, allPlotters: {},
  caseDetail: { id: 4, type: 3, t_id: 1, shop_id: 1 }, caseList: { page: 1 }, allCases: {},
  partnerSearch: { nation_id: 1, city_id: 101 }, partnerCategories: {}, countries: {}, regions: { country_id: 1 }, allRegions: {},
  dealerDetail: { id: 1 }, allDealers: {},
  portalInfo: {}, ownInfo: {}, brandingDetail: { id: 15 }, brandingList: {},
  saveInfo: { shop_name: 'Alpha Films 2', mobile: '+49 1', nation_id: '1', city_id: '102', desc: 'New desc', shop_image: '/uploads/media/a.png' },
  shopTrainDetail: { id: 1, shop_id: 1 },
  login: { username: ALPHA.username, password: ALPHA.password }, logout: {},
  forgetPwd: { username: 'alpha', email: 'alpha@example.test' },
  changePwd: { username: 'nobody', password: 'x', new_username: 'y', new_password: 'z' },
  resetPwd: { password: 'New#Pass1', code: 'set-in-test' },
  sessionInfo: {}, linkExpire: { code: 'unknown' },
  checkWarranty: { filter: 'CFM-0001' }, warrantyList: { filter: 'eva@example.test' }, warrantyDetail: { id: 'set-in-test' }, warrantyCount: {},
  uploadImg: {},
};

