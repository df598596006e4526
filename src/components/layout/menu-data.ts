/**
 * The shared header menu, exactly as docs/product/header-and-footer.md#header-menu lists it, plus
 * which detail
 * routes belong to which section so the active section can be highlighted from the route.
 */
import type { DetailRouteName } from '../../../contract/routes';

export interface MenuLink {
  label: string;
  to: string;
}

export interface MenuSection {
  /** Stable id, also used for DOM ids. */
  id: string;
  label: string;
  /** Direct route for single-link entries (Home, Contact Us, Dealer Portal). */
  to?: string;
  /** Sub-links of a group (About, Products, Technical Center, Network). */
  children?: MenuLink[];
  /** Other routes (detail pages) that belong to this section. */
  related?: string[];
  /** The Dealer Portal entry: navigates only with a session (see header.tsx). */
  dealer?: boolean;
}

/**
 * A detail route as `related` lists it, the root of its pages ('/blogInfo', which routeRoot gives
 * for /blogInfo/12/ and /blogInfo?id=12): `'/blogInfo' satisfies DetailRoot` fails tsc when the
 * route table (contract/routes.ts) has no such route, and costs no byte in the header's script.
 */
type DetailRoot = `/${DetailRouteName}`;

export const DEALER_PORTAL_PATH = '/DealerPortal';
export const LOGIN_PATH = '/Login';

export const MAIN_MENU: readonly MenuSection[] = [
  { id: 'home', label: 'Home', to: '/' },
  {
    id: 'about',
    label: 'About',
    children: [
      { label: 'Blog', to: '/blog' },
      { label: 'About Us', to: '/aboutUs' },
      { label: 'Core Values', to: '/coreValues' },
      { label: 'Safe-IN', to: '/SafeIn' },
    ],
    related: ['/blogs' satisfies DetailRoot, '/blogInfo' satisfies DetailRoot],
  },
  {
    id: 'products',
    label: 'Products',
    children: [
      { label: 'PPF & Window Film', to: '/PPF' },
      { label: 'Precut Software', to: '/Software' },
      { label: 'Plotter', to: '/Plotter' },
      { label: 'Tools', to: '/Tools' },
    ],
    related: [
      '/NewPPF',
      '/ProductInfo' satisfies DetailRoot,
      '/ExampleList',
      '/ExampleInfo' satisfies DetailRoot,
      '/PlotterInfo' satisfies DetailRoot,
      '/Tool' satisfies DetailRoot,
      '/ToolsInfo' satisfies DetailRoot,
    ],
  },
  {
    id: 'technical-center',
    label: 'Technical Center',
    children: [
      { label: 'Warranty Check', to: '/WarrantyCheck' },
      { label: 'FAQ', to: '/FAQ' },
      { label: 'Download Center', to: '/DownloadCenter' },
      { label: 'Training', to: '/Training' },
    ],
    related: ['/Warrantylist', '/WarrantyInfo', '/WarrantySearch', '/TrainingDetail', '/TrainingInfo' satisfies DetailRoot],
  },
  {
    id: 'network',
    label: 'Network',
    children: [
      { label: 'Partner Search', to: '/PartnerSearch' },
      { label: 'Become Partner', to: '/BecomePartner' },
      { label: 'Collection', to: '/Collection' },
    ],
    related: ['/ParnerSearch', '/DealerDetails' satisfies DetailRoot],
  },
  { id: 'contact', label: 'Contact Us', to: '/ContactUs' },
  {
    id: 'dealer-portal',
    label: 'Dealer Portal',
    to: DEALER_PORTAL_PATH,
    dealer: true,
    related: ['/EditInformation', '/BrandingElementsInfo'],
  },
];

/** The first path segment with a leading slash: '/blogInfo/12/' → '/blogInfo', '/' → '/'. */
export function routeRoot(pathname: string | null | undefined): string {
  if (!pathname) return '/';
  const path = pathname.split(/[?#]/)[0] ?? '';
  const segment = path.split('/').filter(Boolean)[0];
  return segment ? `/${segment}` : '/';
}

/** The id of the menu section the route belongs to, or null (e.g. /Login, a 404). */
export function activeSectionId(pathname: string | null | undefined, menu: readonly MenuSection[] = MAIN_MENU): string | null {
  const root = routeRoot(pathname);
  const found = menu.find((s) => s.to === root || s.children?.some((c) => c.to === root) || s.related?.includes(root));
  return found?.id ?? null;
}

/** Whether a single link is the current route (for aria-current="page"). */
export function isCurrentLink(to: string, pathname: string | null | undefined): boolean {
  return routeRoot(to) === routeRoot(pathname) && (to !== '/' || routeRoot(pathname) === '/');
}
