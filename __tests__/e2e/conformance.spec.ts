// The last spec gaps a dealer or visitor would hit (docs/product/routes-and-screens.md#page-titles-and-meta,
// docs/product/states-and-transitions.md#login): titles from the loaded item on the dealer detail
// pages, and a title on the query-form redirect shells.
import { request as pwRequest } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { apiUrl } from './support/env';
import { DEALERS, apiLogin, gotoReady, setSessionCookies, type UserInfo } from './live-support';
import { fullTitle } from '../../src/seo/title';

const titleFor = (sub: string) => fullTitle(sub);

let session: UserInfo;

test.beforeAll(async () => {
  const api = await pwRequest.newContext();
  session = await apiLogin(api, DEALERS.dubai);
  await api.dispose();
});

async function dealerApi<T>(path: string, params: Record<string, string>): Promise<T> {
  const url = new URL(path, apiUrl());
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  const res = await fetch(url, { headers: { token: session.token } });
  const body = (await res.json()) as { code: number; data: T; msg: string };
  if (body.code !== 1) throw new Error(`${path} refused: ${body.msg}`);
  return body.data;
}

interface ItemMeta {
  sub_title: string;
  desc: string;
  keywords: string;
}

test('TrainingDetail takes its title, description and keywords from the training', async ({ page, context }) => {
  await setSessionCookies(context, session.token, session);
  const t = await dealerApi<ItemMeta>('/api/shop/getTrainDetail', { id: '1', shop_id: '4' });
  await gotoReady(page, '/TrainingDetail?id=1&shop_id=4');
  await expect(page.getByTestId('training-detail')).toBeVisible();
  if (t.sub_title.trim()) await expect(page).toHaveTitle(titleFor(t.sub_title.trim()));
  if (t.desc.trim()) await expect(page.locator('meta[name="description"]').last()).toHaveAttribute('content', t.desc.trim());
  if (t.keywords.trim()) await expect(page.locator('meta[name="keywords"]').last()).toHaveAttribute('content', t.keywords.trim());
});

test('BrandingElementsInfo takes its title from the branding element', async ({ page, context }) => {
  await setSessionCookies(context, session.token, session);
  const list = await dealerApi<{ data: { goods_id: number }[] }>('/api/shop/myGoods', { page: '1' }).catch(() => null);
  const id = list?.data?.[0]?.goods_id;
  test.skip(!id, 'the demo dealer has no branding elements');
  const item = await dealerApi<ItemMeta>('/api/shop/goodsDetail', { id: String(id) });
  await gotoReady(page, `/BrandingElementsInfo?id=${id}`);
  await expect(page.getByTestId('branding-detail')).toBeVisible();
  if (item.sub_title.trim()) await expect(page).toHaveTitle(titleFor(item.sub_title.trim()));
});

test('a query-form redirect shell has a title and a description', async ({ request }) => {
  const html = await (await request.get('/ProductInfo/')).text();
  expect(html).toMatch(/<title[^>]*>Product \| Car Film Master<\/title>/);
  expect(html).toMatch(/<meta [^>]*name="description" content="Opening the product you asked for/);
});
