/**
 * /blogInfo/<id>/: an article page under the solid header — breadcrumbs, labels and creation
 * time, the title, the blog's image, the sanitized rich content and Related Blogs (when any).
 */
import * as React from 'react';
import { Breadcrumbs } from '../../components/ui/breadcrumbs';
import { MediaImage, type MediaNode } from '../../components/ui/media-image';
import { TrustedRichHtml } from '../../components/ui/trusted-rich-html';
import { SectionHeading } from '../../components/ui/section-heading';
import { BlogGrid, BlogMeta } from './blog-grid';
import type { BlogCardData } from './blog-types';
import * as styles from './blog.module.css';

export interface BlogDetailData {
  title: string;
  image: string | null;
  /** the hero's media node (processed sizes, library alt text) */
  image_media?: MediaNode | null;
  label_arr: readonly string[];
  createtime: string;
  content: string;
  related: readonly BlogCardData[];
}

/** A long title as the last breadcrumb: cut at a word boundary. */
export function crumbLabel(title: string, max = 48): string {
  if (title.length <= max) return title;
  const cut = title.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`;
}

export function BlogDetailView({ blog }: { blog: BlogDetailData }): JSX.Element {
  return (
    <>
      <article className={styles.article} aria-labelledby="blog-title">
        <header className={`container ${styles.articleHeader}`}>
          <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Blog', to: '/blog/' }, { label: crumbLabel(blog.title) }]} className={styles.crumbs} />
          <BlogMeta blog={blog} />
          <h1 id="blog-title" className={styles.articleTitle}>
            {blog.title}
          </h1>
        </header>
        {blog.image && (
          <figure className={`container ${styles.hero}`}>
            <MediaImage src={blog.image} media={blog.image_media} className={styles.heroImage} eager width={800} height={560} />
          </figure>
        )}
        <div className={`container ${styles.articleBody}`}>
          <TrustedRichHtml html={blog.content} className={styles.content} />
        </div>
      </article>
      {blog.related.length > 0 && (
        <section className={`container ${styles.section}`} aria-labelledby="related-blogs">
          <SectionHeading title={<span id="related-blogs">Related Blogs</span>} />
          <BlogGrid blogs={blog.related} headingLevel={3} />
        </section>
      )}
    </>
  );
}
