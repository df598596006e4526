// The concurrency figure of issue 37, for one or several CMS instances on one database: 20 dealers
// each send 10 registrations at once against their own rolls (five of them together asking for
// more metres than one roll has), one cross-dealer attempt each, and a few shops registering on one
// shared VIN at the same moment. Every answer must be a registration or a clear refusal, numbers
// unique, every roll's used metres exact.
import { REG_MSG, endpoints, type RegistrationRequest } from '../../../contract';
import type { Db } from '../../../cms/db/database';
import { png, request, seedDealers, vinFor } from './registration-helpers';

export interface Answer {
  code: number;
  msg: string;
  data: { warranties?: { warranty_no: string; id: string }[]; errors?: { path: string; message: string }[]; id?: string } | null;
}

export interface Transport {
  /** POST JSON to `path` with the dealer's token, on instance `i` (round robin) */
  post(i: number, path: string, body: unknown, token: string): Promise<Answer>;
  /** upload one photo on instance `i`, answering its id */
  upload(i: number, file: Buffer, token: string): Promise<string>;
}

export const DEALERS = 20;
export const PER_DEALER = 10;

export async function runLoad(db: Db, t: Transport, timeZone: string) {
  const dealers = await seedDealers(db, DEALERS, 500, 3, 10);
  const photo = await png();
  let n = 0;
  const photos = await Promise.all(dealers.map((d) => Promise.all(Array.from({ length: PER_DEALER + 3 }, () => t.upload(n++, photo, d.token)))));

  const jobs: { kind: 'own' | 'cross' | 'shared'; dealer: number; body: RegistrationRequest }[] = [];
  dealers.forEach((d, di) => {
    for (let k = 0; k < PER_DEALER; k += 1) {
      // five ask 2.5 m of roll 0 (10 m): only four fit; five ask 2 m of roll 1: all fit, exactly
      const roll = k < 5 ? d.serials[0] : d.serials[1];
      const metres = k < 5 ? 2.5 : 2;
      jobs.push({
        kind: 'own',
        dealer: di,
        body: request(timeZone, {
          vehicle: { vin: vinFor(10_000 + di * 100 + k), plate: `L-${di}-${k}`, brand: 'Load', model: 'Test' },
          installations: [{ product_id: 1, areas: ['bonnet'], rolls: [{ serial: roll, metres }] }],
          photos: [photos[di][k]],
        }),
      });
    }
    // another dealer's roll
    const other = dealers[(di + 1) % dealers.length];
    jobs.push({
      kind: 'cross',
      dealer: di,
      body: request(timeZone, {
        vehicle: { vin: vinFor(20_000 + di), plate: `X-${di}`, brand: 'Load', model: 'Cross' },
        installations: [{ product_id: 1, areas: ['roof'], rolls: [{ serial: other.serials[0], metres: 0.5 }] }],
        photos: [photos[di][PER_DEALER]],
      }),
    });
  });
  // one VIN, five shops at once on different panels (one warranty, five installations); three on the same panel (one wins)
  const shared = vinFor(30_000);
  ['bonnet', 'bumper', 'wings', 'mirrors', 'doors', 'roof', 'roof', 'roof'].forEach((area, s) =>
    jobs.push({
      kind: 'shared',
      dealer: s,
      body: request(timeZone, {
        vehicle: { vin: shared, plate: 'SHARED-1', brand: 'Load', model: 'Shared' },
        installations: [{ product_id: 1, areas: [area], rolls: [{ serial: dealers[s].serials[2], metres: 0.5 }] }],
        photos: [photos[s][PER_DEALER + 1]],
      }),
    }),
  );

  const answers = await Promise.all(jobs.map((j, i) => t.post(i, endpoints.register.path, j.body, dealers[j.dealer].token)));
  return { dealers, jobs, answers, shared };
}

/** a refusal's message without the roll, the number or the metres it names */
const normalize = (msg: string) =>
  msg
    .replace(/CFM-[A-Z0-9-]+/, 'N')
    .replace(/Roll \S+/, 'Roll X')
    .replace(/only [0-9.]+ m/, 'only N m');

/** The figure's checks, as data the test compares. */
export async function summarize(db: Db, run: Awaited<ReturnType<typeof runLoad>>) {
  const { dealers, jobs, answers } = run;
  const of = (kind: string) => answers.filter((_, i) => jobs[i].kind === kind);
  const refusals = new Set<string>();
  for (const a of answers) if (a.code === 0) refusals.add(a.data?.errors?.[0] ? normalize(a.data.errors[0].message) : `no errors: ${a.msg}`);
  // an installation added to a live warranty answers that warranty again: one number per warranty id
  const numberOf = new Map(answers.flatMap((a) => a.data?.warranties?.map((w) => [w.id, w.warranty_no] as const) ?? []));
  const numbers = [...numberOf.values()];
  const serials = dealers.flatMap((d) => d.serials);
  const rolls = await db.selectFrom('reg_rolls').select(['serial', 'used_cm']).where('serial', 'in', serials).execute();
  const uses = await db
    .selectFrom('reg_roll_uses as u')
    .innerJoin('reg_rolls as r', 'r.id', 'u.roll_id')
    .select(['r.serial', 'u.used_cm'])
    .where('r.serial', 'in', serials)
    .execute();
  const sumOf = (serial: string) => uses.filter((u) => u.serial === serial).reduce((s, u) => s + u.used_cm, 0);
  const sharedWarranties = await db.selectFrom('reg_warranties').select(['id', 'state']).where('key_vin', '=', run.shared.toLowerCase()).execute();
  const sharedInstallations = await db
    .selectFrom('reg_installations')
    .select('id')
    .where(
      'warranty_id',
      'in',
      sharedWarranties.map((w) => w.id),
    )
    .execute();
  return {
    everyAnswerClear: answers.every((a) => a.code === 1 || (a.code === 0 && !!a.data?.errors?.length)),
    ownStored: of('own').filter((a) => a.code === 1).length,
    ownRefused: of('own').filter((a) => a.code === 0).length,
    crossRefused: of('cross').filter((a) => a.code === 0 && a.data?.errors?.[0]?.message.endsWith('was not shipped to your shop.')).length,
    sharedStored: of('shared').filter((a) => a.code === 1).length,
    sharedWarranties: sharedWarranties.length,
    sharedInstallations: sharedInstallations.length,
    refusals: [...refusals].sort(),
    numbersUnique: new Set(numbers).size === numbers.length,
    rollsExact: rolls.every((r) => r.used_cm === sumOf(r.serial)),
    overspent: rolls.filter((r) => r.used_cm > 1000).length,
    roll0Used: [...new Set(dealers.map((d) => rolls.find((r) => r.serial === d.serials[0])!.used_cm))],
  };
}

/** What the figure must show. */
export const EXPECTED = {
  everyAnswerClear: true,
  // per dealer: 4 of the five 2.5 m asks on roll 0, all five 2 m asks on roll 1
  ownStored: DEALERS * 9,
  ownRefused: DEALERS,
  crossRefused: DEALERS,
  // five panels and one of the three roofs
  sharedStored: 6,
  sharedWarranties: 1,
  sharedInstallations: 6,
  refusals: [REG_MSG.areaTaken('Roof', 'N'), normalize(REG_MSG.metresBeyond('X', 0)), REG_MSG.rollUnknown('X')].sort(),
  numbersUnique: true,
  rollsExact: true,
  overspent: 0,
  roll0Used: [1000],
};
