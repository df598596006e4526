/**
 * One `gatsbyImageData` answer per image and arguments in a query process
 * (docs/architecture.md#sourcing-at-scale, queries). The same image shows on many pages: a post's
 * picture on its own page, as a related card on others, on its list page; a build of 10,000 posts
 * asked gatsby-plugin-sharp some 30,000 times for a few thousand distinct answers, each time
 * reading the image's metadata, hashing the arguments and queueing the resize jobs again (which
 * the job queue then found already done). The answer depends only on the image node (its id and
 * content digest: a changed file is a new digest) and the arguments, so it is computed once.
 * Each page still records that it depends on the image's file, as the original resolver does,
 * so an incremental build or the preview still re-runs the pages of a changed image.
 */

type Resolver = (source: ImageSharpSource, args: Record<string, unknown>, context: { path?: string }, info: { originalResolver: Resolver }) => unknown;

interface ImageSharpSource {
  id: string;
  parent: string | null;
  internal: { contentDigest: string };
}

/** Gatsby's helper of the same name: reads a node and records that the page at `path` depends on it. */
export type SaveDependency = (nodeId: string, path?: string) => unknown;

/** A long-lived process (gatsby develop) starts over past this many answers. */
export const MAX_ANSWERS = 50_000;

/** The resolver map for createResolvers. */
export function imageDataResolvers(saveDependency: SaveDependency) {
  const answers = new Map<string, Promise<unknown>>();
  const resolve: Resolver = (source, args, context, info) => {
    if (source.parent) saveDependency(source.parent, context.path);
    const key = `${source.id}\n${source.internal.contentDigest}\n${JSON.stringify(args)}`;
    let answer = answers.get(key);
    if (!answer) {
      if (answers.size >= MAX_ANSWERS) answers.clear();
      answer = Promise.resolve(info.originalResolver(source, args, context, info));
      answers.set(key, answer);
      // a failure is reported to the query that asked, and the next one tries again
      answer.catch(() => answers.delete(key));
    }
    return answer;
  };
  return { ImageSharp: { gatsbyImageData: { resolve } } };
}
