// Maps trainer and training rows to the contract's Trainer and TrainingDetail.
import type { Selectable } from 'kysely';
import type { CaseCard, Trainer, TrainingDetail } from '../../contract';
import type { TrainerTable, TrainingTable } from '../db/tables/training.table';
import type { MediaUrls } from '../lib/media-url';
import { parseJson } from '../lib/json';

export const trainer =
  (m: MediaUrls) =>
  (row: Selectable<TrainerTable>): Trainer => ({
    id: row.id,
    name: row.name,
    image: m.url(row.image),
    big_image: m.url(row.big_image),
    desc: row.desc,
    special: row.special,
    content: m.html(row.content),
  });

export function trainingDetail(m: MediaUrls, row: Selectable<TrainingTable>, trainers: Selectable<TrainerTable>[], cases: CaseCard[]): TrainingDetail {
  return {
    id: row.id,
    title: row.title,
    sub_title: row.sub_title,
    desc: row.desc,
    keywords: row.keywords,
    name: m.html(row.name),
    sub_name: row.sub_name,
    content: m.html(row.content),
    images: m.url(row.images),
    detail_image: m.url(row.detail_image),
    steps: parseJson<unknown[]>(row.steps, []).map((x) => ({
      content: typeof x === 'string' ? x : String((x as { content?: unknown })?.content ?? ''),
    })),
    cost_price: row.cost_price,
    cost_days: row.cost_days,
    cost_people: row.cost_people,
    train_content: m.html(row.train_content),
    trainers: trainers.map(trainer(m)),
    cases,
  };
}
