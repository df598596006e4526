// The wake-up hook: the CMS's BUILD_HOOK_URL points here (`POST /hook/<secret>`, or `POST /hook`
// with `authorization: Bearer <secret>`). A call only wakes the loop, which then asks the CMS what
// changed: the hook carries no instruction, so a replayed call costs one snapshot read. A call
// without the secret is refused with 401 and starts nothing.
import crypto from 'node:crypto';
import http from 'node:http';

const same = (a: string, b: string) => {
  const x = crypto.createHash('sha256').update(a).digest();
  const y = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(x, y);
};

const answer = (res: http.ServerResponse, status: number, code: 0 | 1, msg: string) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ code, data: null, msg }));
};

export function createHookServer(secret: string, wake: () => void): http.Server {
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://hook.invalid');
    // the body (what changed) is not needed: drain it so the connection can be reused
    req.resume();
    if (url.pathname !== '/hook' && !url.pathname.startsWith('/hook/'))
      return answer(res, 404, 0, 'Not found: the release service takes POST /hook/<secret> only.');
    if (req.method !== 'POST') {
      res.setHeader('allow', 'POST');
      return answer(res, 405, 0, 'The wake-up hook takes POST only.');
    }
    const fromPath = url.pathname.startsWith('/hook/') ? decodeURIComponent(url.pathname.slice('/hook/'.length)) : '';
    const bearer = /^Bearer\s+(.+)$/i.exec(String(req.headers.authorization ?? ''))?.[1]?.trim() ?? '';
    const given = fromPath || bearer;
    if (!given || !same(given, secret)) {
      return answer(
        res,
        401,
        0,
        given
          ? 'Refused: the hook secret is wrong. Nothing was started. BUILD_HOOK_URL must carry RELEASE_HOOK_SECRET (…/hook/<secret>).'
          : 'Refused: the call carries no hook secret (…/hook/<secret>, or authorization: Bearer <secret>). Nothing was started.',
      );
    }
    wake();
    return answer(res, 202, 1, 'Woken: the release service reads the CMS now.');
  });
}
