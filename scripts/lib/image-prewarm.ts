/**
 * Image jobs queued before the bundles are built, with BUILD_IMAGE_PREWARM=1 (docs/architecture.md#sourcing-at-scale).
 * Gatsby compiles the site's two webpack bundles on one core and only then runs the page queries,
 * whose `gatsbyImageData` calls queue the resize jobs: the image encoding then competed with the
 * queries for the two cores while the second core had sat idle through the bundles. After the
 * queries are extracted, this module reads every page and static query, finds each
 * `gatsbyImageData` field and the path of fields leading to it, and asks for the same images with
 * one query in the build's main process, so the encoding runs beside the bundles. The page queries
 * later ask for the same jobs (same file, same arguments) and find them done or under way: Gatsby
 * runs a job once per content digest.
 *
 * Where a query's path depends on its variables (a page's `$id`, a list page's `$ids`), the path
 * is taken over all nodes: `cmsBlog(id: { eq: $id })` becomes `allCmsBlog { nodes }`, and a
 * nested field loses the arguments that name variables. Paths with literal arguments keep them.
 * A list is walked over its first PREWARM_NODES nodes only (below).
 */
import type * as GraphQL from 'graphql';

type GraphQLModule = typeof GraphQL;

interface Step {
  name: string;
  /** printed arguments without variables, or '' */
  args: string;
  /** the field had arguments naming variables (left out of `args`) */
  dropped?: boolean;
}

export interface ImageCall {
  /** fields from the query root to the ImageSharp node, the first one as the query root */
  path: Step[];
  /** printed arguments of `gatsbyImageData` */
  args: string;
}

const hasVariable = (g: GraphQLModule, node: GraphQL.ASTNode): boolean => {
  let found = false;
  g.visit(node, {
    Variable() {
      found = true;
      return g.BREAK;
    },
  });
  return found;
};

/** A field's arguments, printed; all of them dropped when any names a variable. */
function literalArgs(g: GraphQLModule, field: GraphQL.FieldNode): { text: string; dropped: boolean } {
  const args = field.arguments ?? [];
  if (args.some((a) => hasVariable(g, a.value))) return { text: '', dropped: true };
  return { text: args.map((a) => g.print(a)).join(', '), dropped: false };
}

/** Every `ImageSharp.gatsbyImageData` a query asks for, with its path of fields. */
export function imageCalls(g: GraphQLModule, schema: GraphQL.GraphQLSchema, queryText: string): ImageCall[] {
  const doc = g.parse(queryText);
  const fragments = new Map<string, GraphQL.FragmentDefinitionNode>();
  for (const def of doc.definitions) if (def.kind === g.Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  const calls: ImageCall[] = [];
  const walk = (set: GraphQL.SelectionSetNode, type: GraphQL.GraphQLNamedType | undefined | null, path: Step[], seen: Set<string>) => {
    if (!type) return;
    for (const sel of set.selections) {
      if (sel.kind === g.Kind.FRAGMENT_SPREAD) {
        const frag = fragments.get(sel.name.value);
        if (!frag || seen.has(frag.name.value)) continue;
        walk(frag.selectionSet, schema.getType(frag.typeCondition.name.value), path, new Set([...seen, frag.name.value]));
      } else if (sel.kind === g.Kind.INLINE_FRAGMENT) {
        walk(sel.selectionSet, sel.typeCondition ? schema.getType(sel.typeCondition.name.value) : type, path, seen);
      } else if (g.isObjectType(type) || g.isInterfaceType(type)) {
        const name = sel.name.value;
        if (type.name === 'ImageSharp' && name === 'gatsbyImageData') {
          const { text, dropped } = literalArgs(g, sel);
          if (!dropped && path.length > 0) calls.push({ path, args: text });
          continue;
        }
        const def = type.getFields()[name];
        if (!def || !sel.selectionSet) continue;
        const { text, dropped } = literalArgs(g, sel);
        walk(sel.selectionSet, g.getNamedType(def.type), [...path, { name, args: text, dropped }], seen);
      }
    }
  };
  for (const def of doc.definitions) {
    if (def.kind === g.Kind.OPERATION_DEFINITION && def.operation === 'query') walk(def.selectionSet, schema.getQueryType(), [], new Set());
  }
  return calls;
}

/**
 * At most this many nodes of a list are walked for their images. The walk runs on the build's
 * main thread, before and beside the bundles: over all of 2,000 posts (each with related cards) it
 * held the bundles up by several seconds, and it grows with the content. The images of the
 * nodes past the first ones are made while the queries run, as before; what this covers is the
 * fixed cost (the pictures of the site's own pages and of the first items of each list).
 */
export const PREWARM_NODES = 300;

/**
 * One query per distinct call (a call the schema refuses fails alone). A root field whose
 * arguments named variables is asked over all its nodes (`all<Type> { nodes }`); a call whose
 * root cannot be widened that way is left out.
 */
export function prewarmQueries(g: GraphQLModule, schema: GraphQL.GraphQLSchema, calls: ImageCall[], maxNodes = PREWARM_NODES): string[] {
  const query = schema.getQueryType();
  if (!query) return [];
  const roots = query.getFields();
  const parts: string[] = [];
  const seen = new Set<string>();
  calls.forEach((call) => {
    const [root, ...rest] = call.path;
    let head: Step[];
    if (root.dropped) {
      const def = roots[root.name];
      const type = def && g.getNamedType(def.type);
      if (!type) return;
      const all = roots[`all${type.name}`];
      if (root.name.startsWith('all')) head = [{ name: root.name, args: `limit: ${maxNodes}` }];
      else if (all && g.isObjectType(g.getNamedType(all.type)) && 'nodes' in (g.getNamedType(all.type) as GraphQL.GraphQLObjectType).getFields())
        head = [
          { name: `all${type.name}`, args: `limit: ${maxNodes}` },
          { name: 'nodes', args: '' },
        ];
      else return;
    } else if (root.name.startsWith('all') && !/\blimit:/.test(root.args)) {
      head = [{ name: root.name, args: root.args ? `${root.args}, limit: ${maxNodes}` : `limit: ${maxNodes}` }];
    } else head = [{ name: root.name, args: root.args }];
    const steps = [...head, ...rest];
    const key = `${steps.map((s) => `${s.name}(${s.args})`).join('.')}.gatsbyImageData(${call.args})`;
    if (seen.has(key)) return;
    seen.add(key);
    const field = (s: Step) => `${s.name}${s.args ? `(${s.args})` : ''}`;
    let text = `gatsbyImageData${call.args ? `(${call.args})` : ''}`;
    for (let d = steps.length - 1; d >= 0; d--) text = `${field(steps[d])} { ${text} }`;
    parts.push(`query ImagePrewarm${seen.size} { ${text} }`);
  });
  return parts;
}

/** Gatsby's graphql function of createPages (runs a query in the main process). */
export type RunQuery = (query: string) => Promise<{ errors?: readonly { message: string }[] }>;

interface QueryState {
  schema: GraphQL.GraphQLSchema;
  components: Map<string, { query?: string }>;
  staticQueryComponents: Map<string, { query?: string }>;
}

/**
 * Asks, in the background, for every image the page and static queries will ask for (only in
 * `gatsby build`: `gatsby develop` makes images when a page wants them). Never fails the build:
 * the page queries stay the ones that make what the pages show; a query this module got wrong only
 * costs the jobs it queued. Resolves when every query has been answered (the jobs keep running).
 */
export function prewarmImages(g: GraphQLModule, state: QueryState, run: RunQuery, warn: (message: string) => void): Promise<number> {
  const texts = [...state.components.values(), ...state.staticQueryComponents.values()].map((c) => c.query).filter((q): q is string => !!q);
  let queries: string[];
  try {
    queries = prewarmQueries(
      g,
      state.schema,
      texts.flatMap((text) => imageCalls(g, state.schema, text)),
    );
  } catch (err) {
    warn(`images: could not read the queries for their images (${(err as Error).message}); they are made while the queries run`);
    return Promise.resolve(0);
  }
  return Promise.all(
    queries.map((q) =>
      run(q).then(
        (r) => {
          if (r.errors?.length) warn(`images: ${r.errors[0].message} (in ${q.slice(0, 200)})`);
        },
        (err: Error) => warn(`images: ${err.message}`),
      ),
    ),
  ).then(() => queries.length);
}
