// Training calls: the training page with courses, course addresses, one course, all courses.
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { define } from '../define';
import { refuse } from '../../lib/envelope';
import { ids, parseJson } from '../../lib/json';
import { getPage } from '../../db/repositories/site.repository';
import { addressesIn, addressesOf, allTrainings, countriesByIds, findTraining, trainersByIds } from '../../db/repositories/training.repository';
import { relatedCases } from '../../db/repositories/cases.repository';
import type { TrainingTable } from '../../db/tables/training.table';
import type { Db } from '../../db/database';
import type { MediaUrls } from '../../lib/media-url';
import { trainer, trainingDetail } from '../../mappers/training.mapper';
import { caseCard } from '../../mappers/goods.mapper';

type Doc = Record<string, unknown>;
const s = (v: unknown) => (typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v));
const media = (v: unknown) => (typeof v === 'string' ? v : null);
export const RELATED_CASES = 6;
export const NO_TRAINING = 'This training does not exist.';

/** A course with its trainers and the cases of its context (this training, and the shop when given). */
export async function buildTrainingDetail(db: Db, m: MediaUrls, row: Selectable<TrainingTable>, shopId?: number) {
  const [trainers, cases] = await Promise.all([
    trainersByIds(db, ids(row.trainer_ids)),
    relatedCases(db, { type: 3, trainId: row.id, shopId, limit: RELATED_CASES }),
  ]);
  return trainingDetail(m, row, trainers, cases.map(caseCard(m)));
}

export default async function trainingRoutes(app: FastifyInstance) {
  const { db, media: m } = app.cms;

  define(app, 'trains', async () => {
    const d = (await getPage<Doc>(db, 'training_page')) ?? {};
    const courses = await allTrainings(db);
    const addresses = await addressesOf(
      db,
      courses.map((c) => c.id),
    );
    const nations = await countriesByIds(db, [...new Set(addresses.map((a) => a.country_id))]);
    const trainers = await trainersByIds(db, ids(JSON.stringify(d.trainer_ids ?? [])));
    return {
      name: s(d.name),
      image: m.url(media(d.image)),
      mini_image: m.url(media(d.mini_image)),
      content: m.html(s(d.content)),
      images: m.url(media(d.images)),
      experienced_trainers: s(d.experienced_trainers),
      professional: s(d.professional),
      authoritative: s(d.authoritative),
      trainers_content: m.html(s(d.trainers_content)),
      trainers: trainers.map(trainer(m)),
      resource_images: (Array.isArray(d.resource_images) ? d.resource_images : [])
        .filter((r): r is Doc => !!r && typeof r === 'object')
        .map((r) => ({ type: r.type === 'video' ? ('video' as const) : ('image' as const), url: m.str(media(r.url)) }))
        .filter((r) => r.url),
      tools: s(d.tools),
      tools_images: m.list(parseJson<unknown[]>(JSON.stringify(d.tools_images ?? []), []).map(media)),
      trains: courses.map((c) => {
        const own = addresses.filter((a) => a.training_id === c.id);
        const nationIds = [...new Set(own.map((a) => a.country_id))];
        const first = nationIds[0] ?? null;
        return {
          id: c.id,
          image: m.url(c.image),
          name: c.name,
          desc: c.desc,
          cost_days: c.cost_days,
          nations: nations.filter((n) => nationIds.includes(n.id)),
          nation_id: first,
          addresslist: own.filter((a) => a.country_id === first).map((a) => ({ id: a.id, address: a.address })),
        };
      }),
    };
  });

  define(app, 'areas', async ({ query }) => addressesIn(db, query.train_id, query.country_id));

  define(app, 'trainInfo', async ({ query }) => {
    const row = await findTraining(db, query.id);
    return row ? buildTrainingDetail(db, m, row) : refuse(NO_TRAINING);
  });

  define(app, 'allTrains', async () => Promise.all((await allTrainings(db)).map((row) => buildTrainingDetail(db, m, row))));
}
