// Site-wide content: site info, page meta, articles, about us, core values, contact and footer
// (docs/product/entities-and-fields.md#site-content,
// docs/product/entities-and-fields.md#contact-and-footer).
import { Type, type Static } from '@sinclair/typebox';
import { Html, Id, Media, Meta } from './envelope';

export const SiteInfo = Type.Object({
  title: Type.String(),
  desc: Type.String(),
  keywords: Type.String(),
  /** trainer count (spelling is the API's) */
  trianer: Type.Integer(),
  trianer_years: Type.Integer(),
  countries: Type.Integer(),
});
export type SiteInfo = Static<typeof SiteInfo>;

/** Titles that have an article (getArticles). */
export const ARTICLE_TITLES = ['Blog', 'About US', 'Core Values', 'Precut Software', 'Plotter', 'Tools'] as const;
export type ArticleTitle = (typeof ARTICLE_TITLES)[number];

export const Article = Type.Object({ title: Type.String(), image: Media, ...Meta });
export type Article = Static<typeof Article>;

/** Titles that have page meta (getPageMeta); '' is the login page, whose call has no title. */
export const PAGE_META_TITLES = [
  'Tools',
  'Warranty Check',
  'FAQ',
  'Download Center',
  'Partner Search',
  'Training',
  'Become Partner',
  'Collection',
  'Contact Us',
  'PPF',
  'Safe-IN',
  'Cases',
  'Home',
  'Login',
  'Dealer Portal',
] as const;
export type PageMetaTitle = (typeof PAGE_META_TITLES)[number];

export const PageMeta = Type.Object({ title: Type.String(), image: Media, ...Meta });
export type PageMeta = Static<typeof PageMeta>;

export const AboutUsItem = Type.Object({
  id: Id,
  title: Html,
  sub_name: Type.String(),
  image: Media,
  content: Html,
});
export type AboutUsItem = Static<typeof AboutUsItem>;

export const CoreValue = Type.Object({ id: Id, title: Type.String(), image: Media, content: Html });
export type CoreValue = Static<typeof CoreValue>;

export const ContactInfo = Type.Object({
  service_hotline: Type.String(),
  contact_number: Type.String(),
  enterprise_email: Type.String(),
  contact_address: Type.String(),
});
export type ContactInfo = Static<typeof ContactInfo>;

export const AppLink = Type.Object({ url: Type.String(), image: Media, name: Type.String() });
export const FooterInfo = Type.Object({
  contact_number: Type.String(),
  enterprise_email: Type.String(),
  apps: Type.Array(AppLink),
});
export type FooterInfo = Static<typeof FooterInfo>;

export const Category = Type.Object({ id: Id, name: Type.String() });
export type Category = Static<typeof Category>;

/** FAQ categories are type 3, download categories type 6 (docs/product/constants.md#category-types). */
export const CATEGORY_TYPE = { faq: 3, download: 6 } as const;

export const Faq = Type.Object({ id: Id, title: Type.String(), content: Html, category_id: Id, second_id: Type.Union([Id, Type.Null()]) });
export type Faq = Static<typeof Faq>;

export const DownloadItem = Type.Object({ id: Id, image: Media, title: Type.String(), url: Type.String(), category_id: Id });
export type DownloadItem = Static<typeof DownloadItem>;

/** A category with its sub-categories, for building FAQ/download tabs in one call. */
export const CategoryTree = Type.Object({ id: Id, name: Type.String(), type: Type.Integer(), children: Type.Array(Category) });
export type CategoryTree = Static<typeof CategoryTree>;

/** Size caps of free-text fields (the server's own checks name the smaller limits in words). */
const Short = Type.String({ maxLength: 1000 });
const Long = Type.String({ maxLength: 20000 });

export const ContactRequest = Type.Object({
  username: Type.Optional(Short),
  phone: Type.Optional(Short),
  email: Type.Optional(Short),
  country: Type.Optional(Short),
  content: Type.Optional(Long),
});
export type ContactRequest = Static<typeof ContactRequest>;

export const JoinRequest = Type.Object({
  username: Type.Optional(Short),
  phone: Type.Optional(Short),
  country: Type.Optional(Short),
  city: Type.Optional(Short),
  explain: Type.Optional(Long),
});
export type JoinRequest = Static<typeof JoinRequest>;
