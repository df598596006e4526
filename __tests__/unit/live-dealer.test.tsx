/** Dealer pages: no token or a 401 → the 'please log in first' confirm; the client's 404 toast. */
import * as React from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { navigate } from 'gatsby';
import { MSG } from '../../contract/messages';
import { getWarrantyDetail } from '../../src/services/warranty';
import { getPortalInfo } from '../../src/services/dealer';
import { clearToasts, getToasts } from '../../src/services/toast-store';
import { setSession } from '../../src/session/session';
import { dealerCall, resetLoginPrompt } from '../../src/features/dealer/use-dealer-live';
import { DealerPortal } from '../../src/features/dealer/dealer-portal';
import { localApiServer } from './support/local-api';

localApiServer((req, res) => {
  const path = req.url?.split('?')[0];
  res.setHeader('Content-Type', 'application/json');
  if (path === '/api/shop/info') {
    res.writeHead(401);
    return res.end(JSON.stringify({ code: 0, data: null, msg: 'Unauthorized' }));
  }
  res.writeHead(404);
  res.end(JSON.stringify({ code: 0, data: null, msg: 'Not Found' }));
});

let confirmSpy: jest.SpyInstance;
beforeEach(() => {
  clearToasts();
  (navigate as jest.Mock).mockClear();
  confirmSpy = jest.spyOn(window, 'confirm');
  resetLoginPrompt();
});
afterEach(() => {
  confirmSpy.mockRestore();
});

it('a 404 shows the toast "The network request does not exist." and rejects', async () => {
  await expect(getWarrantyDetail('x')).rejects.toBeTruthy();
  expect(getToasts().map((t) => t.message)).toContain('The network request does not exist.');
});

it('without a token: confirm before any call; OK → /Login', async () => {
  confirmSpy.mockReturnValue(true);
  const fetch = jest.fn();
  expect(await dealerCall(fetch)).toBeNull();
  expect(fetch).not.toHaveBeenCalled();
  expect(confirmSpy).toHaveBeenCalledWith(MSG.loginFirst);
  expect(navigate).toHaveBeenCalledWith('/Login');
});

it('a 401 answer: confirm; cancel → /', async () => {
  setSession('forged-token', { shop_name: 'x' });
  confirmSpy.mockReturnValue(false);
  expect(await dealerCall(getPortalInfo)).toBeNull();
  expect(confirmSpy).toHaveBeenCalledWith('please log in first');
  expect(navigate).toHaveBeenCalledWith('/');
  expect(getToasts()).toHaveLength(0); // a 401 has no toast (docs/product/errors.md#http-401)
});

it('DealerPortal keeps its loading state (never blank) while asking to log in', async () => {
  setSession('forged-token', {});
  confirmSpy.mockReturnValue(true);
  render(<DealerPortal />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading your dealer portal');
  // the portal's call answers 401 after a network round trip: wait for the question, however busy the machine
  await waitFor(() => expect(confirmSpy).toHaveBeenCalledTimes(1));
  expect(navigate).toHaveBeenCalledWith('/Login');
  expect(screen.getByRole('status')).toBeInTheDocument();
});
