/**
 * Page meta (getPageMeta, per PAGE_META_TITLES) and articles (getArticles, per ARTICLE_TITLES),
 * sourced at build time: `usePageMeta('FAQ')`, `useArticle('Blog')` give {title, image,
 * sub_title, desc, keywords} for <Seo> and banners.
 */
import { graphql, useStaticQuery } from 'gatsby';
import type { ArticleTitle, PageMetaTitle } from '../../contract/site';

export interface MetaData {
  title: string;
  image: string | null;
  sub_title: string;
  desc: string;
  keywords: string;
}

interface MetaQuery {
  allCmsPageMeta: { nodes: MetaData[] };
  allCmsArticle: { nodes: MetaData[] };
}

function useAllMeta(): MetaQuery {
  return useStaticQuery<MetaQuery>(graphql`
    query UsePageMeta {
      allCmsPageMeta {
        nodes {
          title
          ...PageMetaSeo
        }
      }
      allCmsArticle {
        nodes {
          title
          ...ArticleSeo
        }
      }
    }
  `);
}

const EMPTY = (title: string): MetaData => ({ title, image: null, sub_title: title, desc: '', keywords: '' });

export function usePageMeta(title: PageMetaTitle): MetaData {
  return useAllMeta().allCmsPageMeta.nodes.find((m) => m.title === title) ?? EMPTY(title);
}

export function useArticle(title: ArticleTitle): MetaData {
  return useAllMeta().allCmsArticle.nodes.find((m) => m.title === title) ?? EMPTY(title);
}
