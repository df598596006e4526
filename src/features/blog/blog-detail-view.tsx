/** /blogInfo/<id>/: title, labels, creation time, the sanitized rich content and Related Blogs. */
import * as React from 'react';
import { PageBanner } from '../../components/ui/page-banner';
import { RichHtml } from '../../components/ui/rich-html';
import { SectionHeading } from '../../components/ui/section-heading';
import { BlogGrid, BlogMeta } from './blog-grid';
import type { BlogCardData } from './blog-types';
import * as styles from './blog.module.css';

export interface BlogDetailData {
  title: string;
  image: string | null;
  label_arr: readonly string[];
  createtime: string;
  content: string;
  related: readonly BlogCardData[];
}

export function BlogDetailView({ blog, bannerImage }: { blog: BlogDetailData; bannerImage: string | null }): JSX.Element {
  return (
    <>
      <PageBanner
        title={blog.title}
        imageSrc={blog.image ?? bannerImage}
        breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Blog', to: '/blog/' }, { label: blog.title }]}
      >
        <BlogMeta blog={blog} />
      </PageBanner>
      <article className={`container ${styles.article}`}>
        <RichHtml html={blog.content} className={styles.content} />
      </article>
      {blog.related.length > 0 && (
        <section className={`container ${styles.section}`} aria-labelledby="related-blogs">
          <SectionHeading id="related-blogs" title="Related Blogs" />
          <BlogGrid blogs={blog.related} headingLevel={3} />
        </section>
      )}
    </>
  );
}
