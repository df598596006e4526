// The signed-in demo dealer of `npm run bench` (scripts/bench/dealer-session.ts) against a real CMS
// on the demo content, over real HTTP: it signs in, registers an installation its dealer can open,
// finds a branding element, and hands over the two cookies the site itself stores.
import { endpoints } from '../../contract';
import { SHOP_INFO_COOKIE, SHOP_TOKEN_COOKIE } from '../../src/session/cookie-names';
import { signInDemoDealer } from '../../scripts/bench/dealer-session';
import { DEMO_DIR, serveOnLoopback, startCms, type TestCms } from './cms/helpers';

describe("the bench's signed-in demo dealer", () => {
  let cms: TestCms;
  let origin: string;
  beforeAll(async () => {
    cms = await startCms({}, DEMO_DIR);
    origin = await serveOnLoopback(cms.app);
  });
  afterAll(() => cms.close());

  it('signs in, registers an installation the dealer can open and names a branding element', async () => {
    const fixture = await signInDemoDealer(origin);
    expect(fixture.username).toBe('dealer.berlin');
    expect(fixture.cookies.map((c) => c.name)).toEqual([SHOP_TOKEN_COOKIE, SHOP_INFO_COOKIE]);
    // js-cookie's encoding, as src/session/session.ts stores them
    const token = decodeURIComponent(fixture.cookies[0]!.value);
    const info = JSON.parse(decodeURIComponent(fixture.cookies[1]!.value)) as { token: string; username: string };
    expect(info).toMatchObject({ token, username: 'dealer.berlin' });

    const detail = (await (
      await fetch(`${origin}${endpoints.registrationDetail.path}?id=${encodeURIComponent(fixture.registrationId)}`, { headers: { token } })
    ).json()) as { code: number; data: { owner: { name: string }; photos: unknown[] } };
    expect(detail.code).toBe(1);
    expect(detail.data.owner.name).toBe('Bench Owner');
    expect(detail.data.photos).toHaveLength(1);
    expect(fixture.brandingId).toEqual(expect.any(Number));
  });
});
