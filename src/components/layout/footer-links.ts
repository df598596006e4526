/**
 * The footer's link columns, as docs/product/header-and-footer.md#footer lists them; the first link
 * of each column
 * is its heading. The enterprise email entry is filled from the footer data at render time.
 */

export interface FooterLink {
  label: string;
  to: string;
}

export interface FooterColumn {
  id: string;
  links: FooterLink[];
  /** This column ends with the enterprise email (mailto:) after its first link. */
  withEmail?: boolean;
}

export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    id: 'about',
    links: [
      { label: 'About Us', to: '/aboutUs' },
      { label: 'Home', to: '/' },
      { label: 'Cases Gallery', to: '/ExampleList' },
      { label: 'Blog', to: '/blog' },
      { label: 'Training', to: '/Training' },
    ],
  },
  {
    id: 'products',
    links: [
      { label: 'Products', to: '/PPF' },
      { label: 'PPF', to: '/PPF' },
      { label: 'Precut Software', to: '/Software' },
      { label: 'Plotter', to: '/Plotter' },
      { label: 'Marketing Material', to: '/Tools' },
    ],
  },
  {
    id: 'support',
    links: [
      { label: 'FAQ', to: '/FAQ' },
      { label: 'Technical Support', to: '/DownloadCenter' },
      { label: 'Product Specifications', to: '/DownloadCenter' },
      { label: 'Warranty Information', to: '/WarrantyCheck' },
    ],
  },
  {
    id: 'contact',
    withEmail: true,
    links: [
      { label: 'Contact Us', to: '/ContactUs' },
      { label: 'Become an installer', to: '/BecomePartner' },
      { label: 'Find near you', to: '/PartnerSearch' },
      { label: 'Join Us', to: '/BecomePartner' },
    ],
  },
];

/** Bottom bar items; their behaviour is not specified, so they render as plain text. */
export const FOOTER_BOTTOM_ITEMS = ['Global Website', 'Follow Us On Social', 'Legal Notes and Privacy Policies', 'Cookies Settings'] as const;
