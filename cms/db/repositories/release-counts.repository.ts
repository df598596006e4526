// Published detail pages per route of contract/routes.ts DETAIL_ROUTES: the release service checks
// that a build made exactly this many pages of each. Each count is the length of the list the
// build's source plugin reads for that route's node type (plugins/gatsby-source-carfilm/fetch-*.ts),
// counted with the same conditions as the public call that serves it (named beside each);
// __tests__/integration/cms/releases.test.ts compares every count with its call's answer.
import type { Transaction } from 'kysely';
import type { Db } from '../database';
import type { Database } from '../tables';
import { BLOG_TYPES } from '../../../contract/blog';
import { DETAIL_ROUTES, type DetailRouteName } from '../../../contract/routes';

type Q = Db | Transaction<Database>;

/** Tables whose published rows are the pages of a route, one for one. */
type Plain = 'products' | 'cases' | 'plotters' | 'trainings' | 'blogs';

const total = (row: { n: string | number | bigint }) => Number(row.n);

/** One count per detail route. Read them inside the transaction that reads the publish log's seq. */
export async function detailPageCounts(db: Q): Promise<Record<DetailRouteName, number>> {
  // the tables of Plain share the `status` column; one of them names the type
  const published = async (table: Plain) =>
    total(
      await db
        .selectFrom(table as 'products')
        .where('status', '=', 'published')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow(),
    );
  const counters: Record<DetailRouteName, () => Promise<number>> = {
    // allProducts
    ProductInfo: () => published('products'),
    // allCases
    ExampleInfo: () => published('cases'),
    // allPlotters
    PlotterInfo: () => published('plotters'),
    // allTools: branding elements are dealers' only
    ToolsInfo: async () =>
      total(
        await db
          .selectFrom('tools')
          .where('status', '=', 'published')
          .where('branding', '=', 0)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow(),
      ),
    // tools (the paged category list): categories with at least one public tool
    Tool: async () =>
      total(
        await db
          .selectFrom('tool_categories')
          .where('status', '=', 'published')
          .where((eb) =>
            eb.exists(
              eb
                .selectFrom('tools')
                .select('tools.id')
                .whereRef('tools.category_id', '=', 'tool_categories.id')
                .where('tools.status', '=', 'published')
                .where('tools.branding', '=', 0),
            ),
          )
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow(),
      ),
    // allTrains
    TrainingInfo: () => published('trainings'),
    // allDealers: only dealers placed in a country and a region
    DealerDetails: async () =>
      total(
        await db
          .selectFrom('dealers')
          .where('status', '=', 'published')
          .where('nation_id', 'is not', null)
          .where('nation_id', '!=', 0)
          .where('city_id', 'is not', null)
          .where('city_id', '!=', 0)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow(),
      ),
    // exportBlogs
    blogInfo: () => published('blogs'),
    // blogIndex: the fixed blog types
    blogs: async () => BLOG_TYPES.length,
  };
  const out = {} as Record<DetailRouteName, number>;
  for (const r of DETAIL_ROUTES) out[r.route] = await counters[r.route]();
  return out;
}
