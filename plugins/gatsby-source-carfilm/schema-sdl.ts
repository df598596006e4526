/**
 * Generates GraphQL SDL from the contract's TypeBox schemas: Object → type, Array → [T!]!,
 * Integer/integer literals → Int, Number → Float, String/string literals → String, Boolean,
 * `X | null` or optional → nullable. Nested objects become types named <Parent><Field>, but for
 * the shared ones below.
 */
import { Kind, OptionalKind, type TSchema } from '@sinclair/typebox';
import { GoodsCard } from '../../contract/goods';
import { Trainer } from '../../contract/training';
import { MEDIA_NODE_TYPE, NODE_TYPES, type NodeTypeDef } from './node-types';

type Schema = TSchema & { [k: string]: unknown };

/**
 * Media fields (a single `Media` URL) that also get `<field>_media: CmsMedia` — the downloaded
 * file with its File node, for gatsby-plugin-image:
 *   image_media { file { childImageSharp { gatsbyImageData(width: 800) } } }
 */
export const MEDIA_LINK_FIELDS = new Set(['image', 'banner', 'goods_image', 'shop_image', 'big_image', 'detail_image', 'img', 'images', 'mini_image']);

/** Required URL fields (`<Type>.<field>`) that are media files too: pictures and videos of resource lists. */
export const MEDIA_LINK_PATHS = new Set([
  'CmsSoftwareResourceImages.url',
  'CmsCollectionResource.url',
  'CmsTrainingPageResourceImages.url',
  'CmsProductLabel.content',
]);

/**
 * Lists of media URLs that get `<field>_media: [CmsMedia]`, one entry per URL in the same order
 * (null where the build has no file for it).
 */
export const MEDIA_LIST_FIELDS = new Set(['images_arr', 'images', 'tools_images']);

const pascal = (s: string) => s.replace(/(^|_)([a-z0-9])/gi, (_m, _u, c: string) => c.toUpperCase());

function members(schema: Schema): Schema[] {
  return schema[Kind] === 'Union' ? (schema.anyOf as Schema[]) : [schema];
}

export function isNullable(schema: Schema): boolean {
  return members(schema).some((m) => m[Kind] === 'Null');
}

/**
 * Contract objects that stand in more than one node type get one GraphQL type of their own, so
 * that one fragment selects them wherever they stand (src/features/training/fragments.ts,
 * src/features/products/fragments.ts): a fragment is bound to one type, and <Parent><Field> would
 * give each place its own.
 */
export const SHARED_OBJECT_TYPES: ReadonlyMap<TSchema, string> = new Map<TSchema, string>([
  [Trainer, 'CmsTrainer'],
  [GoodsCard, 'CmsGoodsCard'],
]);

class SdlBuilder {
  private readonly defs: string[] = [];
  private readonly seen = new Set<string>();

  /** A type reference (without the outer `!`). */
  ref(schema: Schema, nestedName: string): string {
    const nonNull = members(schema).filter((m) => m[Kind] !== 'Null');
    if (nonNull.length === 0) return 'String';
    const refs = [...new Set(nonNull.map((m) => this.refOne(m, nestedName)))];
    return refs.length === 1 ? refs[0] : 'JSON';
  }

  private refOne(s: Schema, nestedName: string): string {
    switch (s[Kind]) {
      case 'String':
        return 'String';
      case 'Integer':
        return 'Int';
      case 'Number':
        return 'Float';
      case 'Boolean':
        return 'Boolean';
      case 'Literal': {
        const c = s.const;
        if (typeof c === 'number') return Number.isInteger(c) ? 'Int' : 'Float';
        if (typeof c === 'boolean') return 'Boolean';
        return 'String';
      }
      case 'Array': {
        const items = s.items as Schema;
        return `[${this.ref(items, nestedName)}${isNullable(items) ? '' : '!'}]`;
      }
      case 'Object': {
        const name = SHARED_OBJECT_TYPES.get(s) ?? nestedName;
        this.object(name, s, '');
        return name;
      }
      default:
        return 'JSON';
    }
  }

  field(parent: string, name: string, schema: Schema, required: boolean): string {
    const ref = this.ref(schema, `${parent}${pascal(name)}`);
    const nonNull = required && !isNullable(schema) && schema[OptionalKind] !== 'Optional';
    const line = `  ${name}: ${ref}${nonNull ? '!' : ''}`;
    if (ref === 'String' && ((isNullable(schema) && MEDIA_LINK_FIELDS.has(name)) || MEDIA_LINK_PATHS.has(`${parent}.${name}`))) {
      return `${line}\n  "the downloaded file behind ${name} (null when absent or not an image on the API host)"\n  ${name}_media: ${MEDIA_NODE_TYPE} @link(by: "url", from: "${name}")`;
    }
    if (/^\[String!?\]$/.test(ref) && MEDIA_LIST_FIELDS.has(name)) {
      return `${line}\n  "the downloaded file behind each URL of ${name}, in order (null where the build has none)"\n  ${name}_media: [${MEDIA_NODE_TYPE}] @link(by: "url", from: "${name}")`;
    }
    return line;
  }

  object(name: string, schema: Schema, head: string, extra: string[] = []): void {
    if (this.seen.has(name)) return;
    this.seen.add(name);
    const props = (schema.properties ?? {}) as Record<string, Schema>;
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const lines = Object.entries(props).map(([k, v]) => this.field(name, k, v, required.has(k)));
    this.defs.push(`type ${name}${head} {\n${[...lines, ...extra].join('\n')}\n}`);
  }

  node(name: string, def: NodeTypeDef): void {
    const props = { ...(def.schema.properties as Record<string, Schema>) };
    const required = new Set(def.schema.required ?? []);
    const lines: string[] = [];
    if (props.id) {
      lines.push(`  cmsId: Int${required.has('id') ? '!' : ''}`);
      delete props.id;
    }
    const nested: Schema = { ...def.schema, properties: props, required: [...required].filter((k) => k !== 'id') } as Schema;
    const extra = def.single ? [] : ['  "position in the API\'s answer (0-based)"', '  order: Int!'];
    this.seen.add(name);
    const propLines = Object.entries(props).map(([k, v]) => this.field(name, k, v, (nested.required as string[]).includes(k)));
    this.defs.push(`"""${def.from}"""\ntype ${name} implements Node @dontInfer {\n${[...lines, ...propLines, ...extra].join('\n')}\n}`);
  }

  toString(): string {
    return this.defs.join('\n\n');
  }
}

export const MEDIA_SDL = `"""A media file the content refers to, downloaded into the build at url (/media/<hash>-<name>)."""
type ${MEDIA_NODE_TYPE} implements Node @dontInfer {
  "site-local URL, e.g. /media/3f2a9c01de-blog-01.jpg"
  url: String!
  "the API's absolute URL"
  originalUrl: String!
  "absolute path of the downloaded copy (build cache)"
  localPath: String!
  mediaType: String!
  "the media library's alt text for this file ('' when it has none or the build has no editor token)"
  alt: String!
  "File node for gatsby-plugin-image (raster images only)"
  file: File @link
}`;

/** SDL for every node type of the plugin. */
export function buildSdl(types: Record<string, NodeTypeDef> = NODE_TYPES): string {
  const b = new SdlBuilder();
  for (const [name, def] of Object.entries(types)) b.node(name, def);
  return `${b.toString()}\n\n${MEDIA_SDL}\n`;
}
