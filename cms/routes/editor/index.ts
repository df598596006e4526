// The editing API (docs/product/editing.md): editors sign in and work on drafts over published
// content; the machine token (CMS_EDITOR_TOKEN) reads only, for the build and the preview server.
import type { FastifyError, FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { changesSince } from '../../db/repositories/editor.repository';
import { nowIso } from '../../lib/tokens';
import { submissionRoutes } from './submissions';
import { installGuard } from './principal';
import { sessionRoutes } from './session';
import { contentRoutes } from './content';
import { mediaRoutes } from './media';
import { consoleRoutes } from './console';
import { dealerLoginRoutes } from './dealer-logins';
import { registrationConsoleRoutes } from './registrations';
import { ok, sendWith } from './answers';

const ChangesQuery = Type.Object({ since: Type.Optional(Type.String({ maxLength: 40 })), preview: Type.Optional(Type.String({ maxLength: 1 })) });

export default async function editorGroup(app: FastifyInstance) {
  const { db, config } = app.cms;
  // This plugin is encapsulated (registered without fastify-plugin), so the guard covers exactly the
  // routes declared below, whatever spelling of the URL reached them (percent-encoding, absolute
  // form). It runs onRequest, before any body is parsed or validated.
  installGuard(app, config);
  // a refusal names each invalid field and its rule (the console shows them beside the fields)
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (!err.validation) throw err;
    const where = err.validationContext === 'querystring' ? 'query' : (err.validationContext ?? 'body');
    const errors = err.validation.map((v) => {
      const missing = (v.params as { missingProperty?: string })?.missingProperty;
      return { path: `${v.instancePath}${missing ? `/${missing}` : ''}` || '/', message: v.message ?? 'is not valid' };
    });
    return sendWith(reply, `Invalid ${where}: ${errors.map((e) => `${e.path} ${e.message}`).join('; ')}.`, 400, { errors });
  });
  sessionRoutes(app);
  contentRoutes(app);
  mediaRoutes(app);
  submissionRoutes(app);
  consoleRoutes(app);
  // a plugin of its own, inside this group's guard: its no-store header covers its answers only
  await app.register(dealerLoginRoutes);
  await app.register(registrationConsoleRoutes);

  // with ?preview=1 (and x-editor-token) the preview plugin makes this read the preview's tables
  app.get('/api/editor/changes', { schema: { querystring: ChangesQuery } }, async (req) => {
    const { since } = req.query as { since?: string };
    const from =
      since && /^[0-9]{1,15}$/.test(since)
        ? new Date(Number(since)).toISOString()
        : since && !Number.isNaN(Date.parse(since))
          ? new Date(since).toISOString()
          : '';
    const now = nowIso();
    return ok({ now, ...(await changesSince(db, from)) });
  });
}
