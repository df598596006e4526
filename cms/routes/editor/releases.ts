// Editors' release calls (contract/releases.ts, docs/product/releases.md): the live site's state,
// one item's live state, the history and rollback (admins), and "build now". Inside the editing
// API's guard (cms/routes/editor/principal.ts); rollback and build now are audited.
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { sendRefusal } from '../../lib/envelope';
import { RollbackRequest, releasePaths } from '../../../contract/releases';
import { EDITABLE } from '../../editor/collections';
import { PAGE_KEYS, isPageKey } from '../../../contract/routes';
import { wakeReleaseService } from '../../editor/notify';
import { itemLiveState, liveState } from '../../editor/live-state';
import { audit } from '../../db/repositories/editor-users.repository';
import { ReleaseError, orderRollback, releaseHistory, requestRebuild } from '../../db/repositories/releases.repository';
import { personOf, requireAdmin, requirePerson } from './principal';
import { ok } from './answers';

const ItemParams = Type.Object({ type: Type.String({ maxLength: 40 }), id: Type.String({ minLength: 1, maxLength: 40 }) });

export function releaseRoutes(app: FastifyInstance) {
  const { db, config } = app.cms;

  app.get(releasePaths.live, async () => ok(await liveState(db)));

  app.get(releasePaths.history, { preHandler: requireAdmin }, async () => ok(await releaseHistory(db)));

  app.post(releasePaths.rollback, { preHandler: requireAdmin, schema: { body: RollbackRequest } }, async (req, reply) => {
    const me = personOf(req);
    const { release } = req.body as RollbackRequest;
    try {
      const { order, held_through } = await orderRollback(db, release, me.username);
      await audit(
        db,
        me.username,
        'rollback',
        `release ${release}`,
        `order ${order.id}; publishes up to ${held_through} held until the next publish or build now`,
      );
      void wakeReleaseService(config, app.log, 'rollback');
      return ok(order);
    } catch (err) {
      if (err instanceof ReleaseError) return sendRefusal(reply, err.message, err.status);
      throw err;
    }
  });

  app.post(releasePaths.rebuild, { preHandler: requirePerson }, async (req) => {
    const me = personOf(req);
    const entry = await requestRebuild(db, me.username);
    await audit(db, me.username, 'rebuild', 'releases', `publish log ${entry.seq}`);
    void wakeReleaseService(config, app.log, 'rebuild');
    return ok(entry);
  });

  app.get(releasePaths.itemLive(':type', ':id'), { schema: { params: ItemParams } }, async (req, reply) => {
    const { type, id } = req.params as { type: string; id: string };
    if (type === 'page' ? !isPageKey(id) : !Object.hasOwn(EDITABLE, type))
      return sendRefusal(
        reply,
        type === 'page'
          ? `Unknown page: ${id}. Known pages: ${PAGE_KEYS.join(', ')}.`
          : `Unknown content type: ${type}. Known types: page, ${Object.keys(EDITABLE).join(', ')}.`,
        404,
      );
    const state = await itemLiveState(db, config, type, id);
    return state ? ok(state) : sendRefusal(reply, `No such ${type === 'page' ? 'page' : 'item'}: ${type}/${id}.`, 404);
  });
}
