// Public forms: contact request and become-partner application, checked in the order of
// docs/product/validation-messages.md and stored.
import type { FastifyInstance } from 'fastify';
import { EMAIL_PATTERN, MSG } from '../../../contract';
import { define } from '../define';
import { TOO_MANY, refuse } from '../../lib/envelope';
import { LIMITS, clean, firstFailure, tooLong } from '../../lib/checks';
import { nowIso } from '../../lib/tokens';
import { throttleKey } from '../../lib/throttle';
import { insertContact, insertJoin } from '../../db/repositories/forms.repository';

export default async function formRoutes(app: FastifyInstance) {
  const { db, throttle, config } = app.cms;

  define(app, 'contactUs', async ({ body, req }) => {
    const f = {
      username: clean(body.username),
      phone: clean(body.phone),
      email: clean(body.email),
      country: clean(body.country),
      content: clean(body.content),
    };
    const keys = [throttleKey('contact:ip', req.ip), ...(f.email ? [throttleKey('contact:email', f.email.toLowerCase())] : [])];
    if (!(await throttle.allow(config.throttleMax, ...keys))) return refuse(TOO_MANY, 429);
    const failure = firstFailure([
      [!!f.username, MSG.fillName],
      [!!f.phone, MSG.fillPhone],
      [!!f.email, MSG.fillEmail],
      [EMAIL_PATTERN.test(f.email), MSG.correctEmail],
      [!!f.country, MSG.fillCountry],
      [!!f.content, MSG.fillMessage],
      [f.username.length <= LIMITS.short, tooLong('name', LIMITS.short)],
      [f.phone.length <= LIMITS.short, tooLong('phone', LIMITS.short)],
      [f.email.length <= LIMITS.short, tooLong('email', LIMITS.short)],
      [f.country.length <= LIMITS.short, tooLong('country', LIMITS.short)],
      [f.content.length <= LIMITS.text, tooLong('message', LIMITS.text)],
    ]);
    if (failure) return refuse(failure);
    await insertContact(db, { ...f, ip: req.ip, created_at: nowIso() });
    return null;
  });

  define(app, 'joinUs', async ({ body, req }) => {
    const f = { username: clean(body.username), phone: clean(body.phone), country: clean(body.country), city: clean(body.city), explain: clean(body.explain) };
    if (!(await throttle.allow(config.throttleMax, throttleKey('join:ip', req.ip)))) return refuse(TOO_MANY, 429);
    const failure = firstFailure([
      [!!f.username, MSG.fillName],
      [!!f.phone, MSG.fillTelephone],
      [!!f.country, MSG.selectYourCountry],
      [!!f.city, MSG.selectYourRegion],
      [f.username.length <= LIMITS.short, tooLong('name', LIMITS.short)],
      [f.phone.length <= LIMITS.short, tooLong('telephone', LIMITS.short)],
      [f.country.length <= LIMITS.short, tooLong('country', LIMITS.short)],
      [f.city.length <= LIMITS.short, tooLong('region', LIMITS.short)],
      [f.explain.length <= LIMITS.text, tooLong('explanation', LIMITS.text)],
    ]);
    if (failure) return refuse(failure);
    await insertJoin(db, { ...f, ip: req.ip, created_at: nowIso() });
    return null;
  });
}
