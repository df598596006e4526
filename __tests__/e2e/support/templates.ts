// Every page template of the site, as one URL each, for the suites that walk them all (axe, the
// keyboard suite). Detail pages take the first item the build made (<build>/public/<route>/<id>/), so the
// list follows whatever content the CMS had. Dealer pages need a session (see `dealer`).
import fs from 'node:fs';
import path from 'node:path';
import { demoWarranties } from '../live-support';
import { SITE_COPY } from './harness';

// the build under test: the harness builds in its private copy of the project
const PUBLIC = path.join(SITE_COPY, 'public');

/** The first built item page under public/<route>/, e.g. "/ProductInfo/3/". */
function firstBuilt(route: string): string {
  const dir = path.join(PUBLIC, route);
  const ids = fs.existsSync(dir) ? fs.readdirSync(dir).filter((d) => /^\d+$/.test(d)) : [];
  if (ids.length === 0) throw new Error(`no built pages under public/${route}/: run the build first`);
  return `/${route}/${ids.sort((a, b) => Number(a) - Number(b))[0]}/`;
}

export interface Template {
  name: string;
  /** A function for detail pages: the build may not exist yet when tests are declared. */
  url: string | (() => string);
  /** Needs a dealer session cookie. */
  dealer?: boolean;
  /** A selector that is present once the page's live data has arrived. */
  ready?: string;
}

export function templates(): Template[] {
  return [
    { name: 'home', url: '/' },
    { name: 'PPF', url: '/PPF' },
    { name: 'SafeIn', url: '/SafeIn' },
    { name: 'Software', url: '/Software' },
    { name: 'Plotter', url: '/Plotter' },
    { name: 'Tools', url: '/Tools' },
    { name: 'ExampleList', url: '/ExampleList' },
    { name: 'Training', url: '/Training' },
    { name: 'blog', url: '/blog' },
    { name: 'aboutUs', url: '/aboutUs' },
    { name: 'coreValues', url: '/coreValues' },
    { name: 'ContactUs', url: '/ContactUs' },
    { name: 'BecomePartner', url: '/BecomePartner' },
    { name: 'PartnerSearch', url: '/PartnerSearch?nation_id=3&city_id=301&keywords=Marina' },
    { name: 'WarrantyCheck', url: '/WarrantyCheck' },
    { name: 'WarrantySearch', url: '/WarrantySearch', ready: 'form[role="search"][data-ready]' },
    { name: 'Warrantylist', url: () => `/Warrantylist?filter=${encodeURIComponent(demoWarranties()[0]!.warrantyNo)}` },
    { name: 'FAQ', url: '/FAQ', ready: '[data-testid="faq"][data-ready]' },
    { name: 'DownloadCenter', url: '/DownloadCenter', ready: '[data-testid="downloads"][data-ready]' },
    { name: 'Collection', url: '/Collection' },
    { name: 'Login', url: '/Login' },
    { name: 'ForgetPassword', url: '/ForgetPassword' },
    { name: 'not-found', url: '/no-such-page-at-all/' },
    { name: 'ProductInfo', url: () => firstBuilt('ProductInfo') },
    { name: 'ExampleInfo', url: () => firstBuilt('ExampleInfo') },
    { name: 'PlotterInfo', url: () => firstBuilt('PlotterInfo') },
    { name: 'ToolsInfo', url: () => firstBuilt('ToolsInfo') },
    { name: 'Tool', url: () => firstBuilt('Tool') },
    { name: 'TrainingInfo', url: () => firstBuilt('TrainingInfo') },
    { name: 'DealerDetails', url: () => firstBuilt('DealerDetails') },
    { name: 'blogInfo', url: () => firstBuilt('blogInfo') },
    { name: 'blogs', url: () => firstBuilt('blogs') },
    { name: 'DealerPortal', url: '/DealerPortal', dealer: true },
    { name: 'EditInformation', url: '/EditInformation', dealer: true },
    { name: 'ChangePassword', url: '/ChangePassword', dealer: true },
    { name: 'BrandingElementsInfo', url: '/BrandingElementsInfo?id=1', dealer: true },
    { name: 'TrainingDetail', url: '/TrainingDetail?id=1&shop_id=4', dealer: true },
    { name: 'RegisterInstallation', url: '/RegisterInstallation', dealer: true, ready: 'form[data-testid="registration-form"]' },
    { name: 'MyRegistrations', url: '/MyRegistrations', dealer: true, ready: '[data-testid="my-registrations"][data-ready]' },
  ];
}

export const urlOf = (t: Template): string => (typeof t.url === 'function' ? t.url() : t.url);
