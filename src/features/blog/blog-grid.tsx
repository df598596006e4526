/** A grid of blog cards: image, date and tags, title, excerpt, linking to the blog's page. */
import * as React from 'react';
import { Card } from '../../components/ui/card';
import { blogInfoPath, formatBlogDate, isoDate, type BlogCardData } from './blog-types';
import * as styles from './blog.module.css';

export interface BlogGridProps {
  blogs: readonly BlogCardData[];
  /** Heading level of the card titles. */
  headingLevel?: 2 | 3;
}

export function BlogMeta({ blog }: { blog: Pick<BlogCardData, 'createtime' | 'label_arr'> }): JSX.Element {
  return (
    // not search text: the date and the tags would run into one word in an excerpt
    <span className={styles.meta} data-pagefind-ignore="">
      <time dateTime={isoDate(blog.createtime)}>{formatBlogDate(blog.createtime)}</time>
      {blog.label_arr.map((l) => (
        <span key={l} className={styles.label}>
          {l}
        </span>
      ))}
    </span>
  );
}

export function BlogGrid({ blogs, headingLevel = 2 }: BlogGridProps): JSX.Element {
  return (
    <ul className={styles.grid} role="list">
      {blogs.map((b) => (
        <li key={b.id}>
          <Card
            title={b.title}
            imageSrc={b.image}
            imageMedia={b.image_media}
            text={b.desc}
            meta={<BlogMeta blog={b} />}
            to={blogInfoPath(b.id)}
            linkLabel="MORE+"
            headingLevel={headingLevel}
            aspectRatio="10 / 7"
          />
        </li>
      ))}
    </ul>
  );
}
