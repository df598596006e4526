// Scheduled publishing and unpublishing of items and pages (docs/product/scheduling.md; paths in
// contract/releases.ts): set, read and cancel an item's schedule, and list every open one. A page
// is named as type `page` with its key as id. Answers are no-store, as every /api/editor/ answer.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { sendRefusal } from '../../lib/envelope';
import { EDITABLE } from '../../editor/collections';
import { PAGE_KEYS, isPageKey } from '../../../contract/routes';
import { audit } from '../../db/repositories/editor-users.repository';
import { WorkflowError, findDoc, type Subject } from '../../db/repositories/editor-docs.repository';
import { cancelSchedule, itemSchedules, openSchedules, setSchedule } from '../../db/repositories/schedules.repository';
import { PAST_GRACE_MS, readScheduleTime } from '../../editor/schedule-time';
import { ScheduleAction, ScheduleRequest } from '../../../contract/releases';
import { personOf, requirePerson } from './principal';
import { ok, sendWith } from './answers';

const Params = Type.Object({ type: Type.String({ maxLength: 40 }), id: Type.String({ minLength: 1, maxLength: 40 }) });
const CancelQuery = Type.Object({ action: ScheduleAction });
const fieldError = (reply: FastifyReply, status: number, field: string, message: string) =>
  sendWith(reply, `Not scheduled: ${message}`, status, { errors: [{ path: `/${field}`, message }] });

export function scheduleRoutes(app: FastifyInstance) {
  const { db, config } = app.cms;

  /** The item or page a request names, or a 404 sent. */
  const subjectOf = (req: FastifyRequest, reply: FastifyReply): Subject | null => {
    const { type, id } = req.params as { type: string; id: string };
    if (type === 'page') {
      if (isPageKey(id)) return { type: 'page', docId: id };
      void sendRefusal(reply, `Unknown page: ${id}. Known pages: ${PAGE_KEYS.join(', ')}.`, 404);
      return null;
    }
    if (!Object.hasOwn(EDITABLE, type)) {
      void sendRefusal(reply, `Unknown content type: ${type}. Known types: page, ${Object.keys(EDITABLE).join(', ')}.`, 404);
      return null;
    }
    if (!/^[1-9][0-9]{0,11}$/.test(id)) {
      void sendRefusal(reply, `No such item: ${type}/${id}.`, 404);
      return null;
    }
    return { type, docId: id, item: EDITABLE[type] };
  };
  const refusal = (reply: FastifyReply, err: unknown) => {
    if (!(err instanceof WorkflowError)) throw err;
    return sendWith(reply, err.message, err.status, err.data);
  };

  const path = '/api/editor/items/:type/:id/schedule';

  app.get(path, { schema: { params: Params } }, async (req, reply) => {
    const s = subjectOf(req, reply);
    if (!s) return reply;
    const doc = await findDoc(db, s);
    if (!doc) return sendRefusal(reply, `No such ${s.item ? 'item' : 'page'}: ${s.type}/${s.docId}.`, 404);
    return ok(await itemSchedules(db, s));
  });

  app.put(path, { preHandler: requirePerson, schema: { params: Params, body: ScheduleRequest } }, async (req, reply) => {
    const s = subjectOf(req, reply);
    if (!s) return reply;
    const body = req.body as ScheduleRequest;
    const when = readScheduleTime(body.at, body.time_zone, config.brandTimeZone);
    if (!when.ok) return fieldError(reply, 400, when.field, when.message);
    const now = Date.now();
    if (Date.parse(when.at) < now - PAST_GRACE_MS)
      return fieldError(reply, 400, 'at', `at ${when.at} (UTC) is in the past (the CMS's clock says ${new Date(now).toISOString()}): pick a later time.`);
    const me = personOf(req);
    try {
      const { schedule, replaced } = await setSchedule(db, s, { action: body.action, at: when.at, zone: when.zone, revision: body.revision, by: me.username });
      const what = schedule.action === 'publish' ? `revision ${schedule.revision} at ${schedule.at}` : `at ${schedule.at}`;
      await audit(
        db,
        me.username,
        `schedule ${schedule.action}`,
        `${s.type}/${s.docId}`,
        `${what} (${schedule.time_zone})${replaced ? `; replaces the one ${replaced.by} set for ${replaced.at}` : ''}`,
      );
      const view = (await itemSchedules(db, s)).find((v) => v.id === schedule.id);
      return ok(view);
    } catch (err) {
      // two editors setting one at the same instant: the partial unique index lets one through
      if (err instanceof Error && /unique|constraint/i.test(err.message) && !(err instanceof WorkflowError))
        return sendRefusal(reply, 'Someone set a schedule for this item at the same moment: reload and try again.', 409);
      return refusal(reply, err);
    }
  });

  app.delete(path, { preHandler: requirePerson, schema: { params: Params, querystring: CancelQuery } }, async (req, reply) => {
    const s = subjectOf(req, reply);
    if (!s) return reply;
    const { action } = req.query as { action: ScheduleAction };
    const me = personOf(req);
    const cancelled = await cancelSchedule(db, s, action);
    if (!cancelled) return sendRefusal(reply, `${s.type}/${s.docId} has no pending or failed ${action} schedule to cancel.`, 404);
    await audit(
      db,
      me.username,
      `schedule ${action} cancelled`,
      `${s.type}/${s.docId}`,
      `the one ${cancelled.by} set for ${cancelled.at} (it was ${cancelled.was})`,
    );
    return ok(await itemSchedules(db, s));
  });

  app.get('/api/editor/schedules', async () => ok(await openSchedules(db)));
}
