/**
 * @jest-environment node
 */
// The source plugin's delta logic (plugins/gatsby-source-carfilm/delta.ts): what a change feed
// makes it fetch, and which nodes it then creates, updates, deletes and touches.
import { ALL_PARTIALS, PARTIAL_TYPES, RULES, feedFromWebhook, planDelta, reconcile, type Feed } from '../../plugins/gatsby-source-carfilm/delta';
import { NODE_TYPE_NAMES } from '../../plugins/gatsby-source-carfilm/node-types';
import { EDITOR_PAGE_KEYS, EDITOR_TYPES } from '../../contract/editor';

const feed = (changed: Feed['changed'], deleted: Feed['deleted'] = []): Feed => ({ changed, deleted });
const existingIds = { CmsBlog: [1, 2, 3], CmsProduct: [1], CmsPlotter: [1], CmsTool: [1], CmsDealer: [1, 2], CmsTraining: [1] };
const blogs = [
  { cmsId: 1, related: [2] },
  { cmsId: 2, related: [] },
  { cmsId: 3, related: [2, 1] },
];

describe('planDelta', () => {
  it('does nothing for an empty feed', () => {
    const plan = planDelta({ feed: feed([]), preview: false, blogs, existingIds });
    expect(plan).toEqual({ partials: [], replacedTypes: [], fetch: [], remove: [], empty: true });
  });

  it('fetches a changed blog by id, its dependents, and the blog index and home partials', () => {
    const plan = planDelta({ feed: feed([{ type: 'blogs', id: '2', status: 'published' }]), preview: false, blogs, existingIds });
    expect(plan.partials.sort()).toEqual(['blogIndex', 'home']);
    expect(plan.fetch.map((f) => `${f.call}:${f.id}`).sort()).toEqual(['blogDetail:1', 'blogDetail:2', 'blogDetail:3']);
    expect(plan.remove).toEqual([]);
    expect(plan.replacedTypes.sort()).toEqual(['CmsBlogIndex', 'CmsBlogType', 'CmsHome']);
    expect(plan.empty).toBe(false);
  });

  it('removes a deleted blog without fetching it, and refreshes its dependents', () => {
    const plan = planDelta({ feed: feed([], [{ type: 'blogs', id: '1' }]), preview: false, blogs, existingIds });
    expect(plan.remove).toEqual([{ nodeType: 'CmsBlog', key: '1' }]);
    expect(plan.fetch.map((f) => f.id)).toEqual([3]);
  });

  it('treats a draft as gone in production, but fetches it in preview', () => {
    const change = feed([{ type: 'dealers', id: '2', status: 'draft' }]);
    expect(planDelta({ feed: change, preview: false, existingIds }).remove).toEqual([{ nodeType: 'CmsDealer', key: '2' }]);
    const preview = planDelta({ feed: change, preview: true, existingIds });
    expect(preview.remove).toEqual([]);
    expect(preview.fetch).toEqual([{ call: 'dealerDetail', nodeType: 'CmsDealer', id: 2 }]);
  });

  it('re-fetches the whole list of a per-id type when the item is new (its order comes from the list)', () => {
    const plan = planDelta({ feed: feed([{ type: 'blogs', id: '99', status: 'draft' }]), preview: true, blogs, existingIds });
    expect(plan.partials).toContain('blogs');
    expect(plan.fetch).toEqual([]); // the blogs partial covers CmsBlog
    expect(plan.replacedTypes).toEqual(expect.arrayContaining(['CmsBlog', 'CmsBlogIndex', 'CmsBlogType', 'CmsHome']));
  });

  it('re-fetches whole the types without a per-id call', () => {
    expect(planDelta({ feed: feed([{ type: 'faqs', id: '4', status: 'published' }]), preview: false }).partials).toEqual(['support']);
    expect(planDelta({ feed: feed([], [{ type: 'page-meta', id: '2' }]), preview: false }).partials).toEqual(['site']);
    const cases = planDelta({ feed: feed([{ type: 'cases', id: '3', status: 'published' }]), preview: false });
    expect(cases.partials.sort()).toEqual(['cases', 'ppf', 'training']);
    expect(cases.fetch).toEqual([]);
  });

  it('maps singleton pages to their partial', () => {
    expect(planDelta({ feed: feed([{ type: 'page', id: 'software', status: 'published' }]), preview: false }).partials).toEqual(['goods']);
    expect(planDelta({ feed: feed([{ type: 'page', id: 'training_page', status: 'published' }]), preview: false }).partials).toEqual(['trainingPage']);
  });

  it('drops per-id work a chosen partial already covers', () => {
    const plan = planDelta({
      feed: feed([
        { type: 'dealers', id: '1', status: 'published' },
        { type: 'countries', id: '1', status: 'published' },
      ]),
      preview: false,
      existingIds,
    });
    expect(plan.partials.sort()).toEqual(['network', 'training']);
    expect(plan.fetch).toEqual([]);
  });

  it('re-sources everything for a type it does not know, or a bad id', () => {
    expect(planDelta({ feed: feed([{ type: 'widgets', id: '1' }]), preview: false }).partials).toEqual(ALL_PARTIALS);
    expect(planDelta({ feed: feed([{ type: 'blogs', id: 'x' }]), preview: false }).partials).toEqual(ALL_PARTIALS);
    expect(planDelta({ feed: feed([{ type: 'page', id: 'nope' }]), preview: false }).partials).toEqual(ALL_PARTIALS);
  });

  it('has a rule for every editable type and page, and partials cover every node type', () => {
    for (const t of EDITOR_TYPES) expect(RULES[t]).toBeDefined();
    for (const k of EDITOR_PAGE_KEYS) expect(planDelta({ feed: feed([{ type: 'page', id: k }]), preview: false }).partials).not.toEqual(ALL_PARTIALS);
    const covered = new Set(ALL_PARTIALS.flatMap((p) => PARTIAL_TYPES[p]));
    expect(NODE_TYPE_NAMES.filter((t) => !covered.has(t))).toEqual([]);
  });
});

describe('feedFromWebhook', () => {
  it('turns the CMS refresh body into a one-change feed', () => {
    expect(feedFromWebhook({ type: 'blogs', id: '5', action: 'update' })).toEqual(feed([{ type: 'blogs', id: '5' }]));
    expect(feedFromWebhook({ type: 'blogs', id: 5, action: 'unpublish' })).toEqual(feed([{ type: 'blogs', id: '5', status: 'draft' }]));
    expect(feedFromWebhook({ type: 'blogs', id: '5', action: 'delete' })).toEqual(feed([], [{ type: 'blogs', id: '5' }]));
    expect(feedFromWebhook({ changed: 'page/software' })).toEqual(feed([{ type: 'page', id: 'software' }]));
  });
  it('names no change for an empty or foreign body', () => {
    expect(feedFromWebhook(undefined)).toBeNull();
    expect(feedFromWebhook({})).toBeNull();
    expect(feedFromWebhook({ type: 'blogs' })).toBeNull();
    expect(feedFromWebhook('blogs')).toBeNull();
    expect(feedFromWebhook({ changed: 'blogs' })).toBeNull();
  });
});

describe('reconcile', () => {
  const existing = [
    { id: 'blog-1', type: 'CmsBlog', contentDigest: 'a' },
    { id: 'blog-2', type: 'CmsBlog', contentDigest: 'b' },
    { id: 'home', type: 'CmsHome', contentDigest: 'h' },
    { id: 'type-1', type: 'CmsBlogType', contentDigest: 't1' },
    { id: 'type-2', type: 'CmsBlogType', contentDigest: 't2' },
    { id: 'media-1', type: 'CmsMedia', contentDigest: 'm' },
    { id: 'file-1', type: 'File', contentDigest: 'f' },
  ];

  it('creates, updates, deletes and touches the rest', () => {
    const r = reconcile({
      existing,
      replacedTypes: ['CmsHome', 'CmsBlogType'],
      incoming: [
        { id: 'blog-1', type: 'CmsBlog', contentDigest: 'a2' },
        { id: 'blog-9', type: 'CmsBlog', contentDigest: 'n' },
        { id: 'home', type: 'CmsHome', contentDigest: 'h' },
        { id: 'type-1', type: 'CmsBlogType', contentDigest: 't1' },
      ],
      removed: ['blog-2', 'blog-404'],
    });
    expect(r.create).toEqual(['blog-9']);
    expect(r.update).toEqual(['blog-1']);
    expect(r.delete.sort()).toEqual(['blog-2', 'type-2']);
    expect(r.touch.sort()).toEqual(['file-1', 'home', 'media-1', 'type-1']);
  });

  it('touches everything when nothing changed (a build with nothing new keeps every node)', () => {
    const r = reconcile({ existing, replacedTypes: [], incoming: [], removed: [] });
    expect(r.touch).toHaveLength(existing.length);
    expect([...r.create, ...r.update, ...r.delete]).toEqual([]);
  });

  it('keeps a node that is both removed and fetched again (removal then re-creation in one feed)', () => {
    const r = reconcile({ existing, replacedTypes: [], incoming: [{ id: 'blog-2', type: 'CmsBlog', contentDigest: 'b' }], removed: ['blog-2'] });
    expect(r.delete).toEqual([]);
    expect(r.touch).toContain('blog-2');
  });
});
