/** Where a logged-in dealer goes from /Login (docs/product/states-and-transitions.md#login). */
import { currentLoginRedirect, loginRedirectTarget } from '../../src/features/auth/login-redirect';
import { recordNavigation, setPreviousPath } from '../../src/session/previous-path';
import { codeFromParams } from '../../src/features/auth/reset-code';

describe('login redirect', () => {
  it.each([
    [null, '/DealerPortal'],
    ['', '/DealerPortal'],
    ['/Login', '/DealerPortal'],
    ['/Login/', '/DealerPortal'],
    ['/ForgetPassword', '/DealerPortal'],
    ['/ChangePassword/', '/DealerPortal'],
    ['/ResetPwd/abc123', '/DealerPortal'],
    ['/PartnerSearch', '/PartnerSearch'],
    ['/blogInfo/3/', '/blogInfo/3/'],
    ['//evil.example', '/DealerPortal'],
    ['https://evil.example/', '/DealerPortal'],
    ['/\\evil.example/', '/DealerPortal'],
    ['/TrainingDetail?id=3&shop_id=4', '/TrainingDetail?id=3&shop_id=4'],
    ['/Warrantylist?filter=CFM%20123', '/Warrantylist?filter=CFM%20123'],
    ['/Login?next=x', '/DealerPortal'],
  ])('previous %p → %p', (previous, target) => {
    expect(loginRedirectTarget(previous)).toBe(target);
  });

  it('reads the stored previous path', () => {
    expect(currentLoginRedirect()).toBe('/DealerPortal');
    setPreviousPath('/Collection');
    expect(currentLoginRedirect()).toBe('/Collection');
    setPreviousPath('/ResetPwd/x');
    expect(currentLoginRedirect()).toBe('/DealerPortal');
  });

  it('keeps the query of the page left (a logged-out TrainingDetail link comes back with its id)', () => {
    recordNavigation({ pathname: '/TrainingDetail', search: '?id=7&shop_id=4' });
    expect(currentLoginRedirect()).toBe('/TrainingDetail?id=7&shop_id=4');
    recordNavigation({ pathname: '/Collection', search: '' });
    expect(currentLoginRedirect()).toBe('/Collection');
  });
});

describe('reset code from the route', () => {
  it('takes the first segment of the splat', () => {
    expect(codeFromParams({ code: 'abc' })).toBe('abc');
    expect(codeFromParams({ code: 'abc/' })).toBe('abc');
    expect(codeFromParams({ '*': 'a%20b/extra' })).toBe('a b');
    expect(codeFromParams({})).toBe('');
    expect(codeFromParams({ code: '%E0%A4%A' })).toBe('%E0%A4%A');
  });
});
