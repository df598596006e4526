/**
 * /blogInfo/<id>/ — one blog (docs/product/content-pages.md#blog-detail); Seo from the blog's
 * sub_title, desc, keywords.
 */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { Seo } from '../components/layout/seo';
import { useSiteUrl } from '../hooks/use-site-info';
import { blogPosting } from '../seo/schema';
import { BlogDetailView } from '../features/blog/blog-detail-view';

export default function BlogInfoTemplate({ data, location }: PageProps<Queries.BlogInfoPageQuery>): JSX.Element | null {
  const siteUrl = useSiteUrl();
  const blog = data.cmsBlog;
  if (!blog) return null;
  return (
    <>
      <Seo
        title={blog.sub_title || blog.title}
        description={blog.desc}
        keywords={blog.keywords}
        image={blog.image}
        pathname={location.pathname}
        siteUrl={siteUrl}
        type="article"
        jsonLd={(origin) => [blogPosting(origin, { ...blog, path: location.pathname })]}
      />
      <BlogDetailView blog={blog} />
    </>
  );
}

export const query = graphql`
  query BlogInfoPage($id: String!) {
    cmsBlog(id: { eq: $id }) {
      cmsId
      title
      sub_title
      desc
      keywords
      image
      image_media {
        alt
        file {
          childImageSharp {
            gatsbyImageData(width: 800, layout: CONSTRAINED, outputPixelDensities: [0.5, 1])
          }
        }
      }
      label_arr
      createtime
      content
      related {
        id
        title
        desc
        image
        image_media {
          ...CardImage
        }
        createtime
        label_arr
      }
    }
  }
`;
