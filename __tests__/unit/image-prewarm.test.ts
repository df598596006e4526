// The image queries asked before the bundles (scripts/lib/image-prewarm.ts): every gatsbyImageData
// of the page and static queries, over all nodes where the page query's variables chose some.
import * as g from 'graphql';
import { imageCalls, prewarmImages, prewarmQueries } from '../../scripts/lib/image-prewarm';

const schema = g.buildSchema(`
  input StringQueryOperatorInput { eq: String, in: [String] }
  input CmsBlogFilterInput { id: StringQueryOperatorInput, featured: StringQueryOperatorInput }
  enum ImageLayout { FIXED CONSTRAINED FULL_WIDTH }
  scalar GatsbyImageData
  type ImageSharp { gatsbyImageData(width: Int, height: Int, layout: ImageLayout, outputPixelDensities: [Float], sizes: String): GatsbyImageData }
  type File { childImageSharp: ImageSharp }
  type CmsMedia { alt: String, file: File }
  type Related { title: String, image_media: CmsMedia }
  type CmsBlog { id: String, title: String, image_media: CmsMedia, related(limit: Int): [Related] }
  type CmsBlogConnection { nodes: [CmsBlog] }
  type Query {
    cmsBlog(id: StringQueryOperatorInput): CmsBlog
    allCmsBlog(filter: CmsBlogFilterInput, limit: Int): CmsBlogConnection
    file(relativePath: StringQueryOperatorInput): File
  }
`);

const PAGE = `
  query BlogInfoPage($id: String!, $n: Int) {
    cmsBlog(id: { eq: $id }) {
      title
      image_media { file { childImageSharp { gatsbyImageData(width: 800, layout: CONSTRAINED, outputPixelDensities: [0.5, 1]) } } }
      related(limit: $n) { image_media { ...CardImage } }
    }
  }
  fragment CardImage on CmsMedia { alt file { childImageSharp { gatsbyImageData(width: 400, layout: CONSTRAINED) } } }
`;

it('finds each gatsbyImageData with the fields leading to it, through fragments', () => {
  const calls = imageCalls(g, schema, PAGE);
  expect(calls.map((c) => [c.path.map((s) => `${s.name}(${s.args})${s.dropped ? '*' : ''}`).join('.'), c.args])).toEqual([
    ['cmsBlog()*.image_media().file().childImageSharp()', 'width: 800, layout: CONSTRAINED, outputPixelDensities: [0.5, 1]'],
    ['cmsBlog()*.related()*.image_media().file().childImageSharp()', 'width: 400, layout: CONSTRAINED'],
  ]);
});

it('asks over all nodes where the variables chose some, and keeps literal arguments', () => {
  const home = `query Home { allCmsBlog(filter: { featured: { eq: "yes" } }, limit: 3) { nodes { image_media { file { childImageSharp { gatsbyImageData(width: 1920) } } } } }
    file(relativePath: { eq: "logo.png" }) { childImageSharp { gatsbyImageData(height: 40, layout: FIXED) } } }`;
  const list = `query List($ids: [String]) { allCmsBlog(filter: { id: { in: $ids } }) { nodes { image_media { file { childImageSharp { gatsbyImageData(width: 400, layout: CONSTRAINED) } } } } } }`;
  const queries = prewarmQueries(g, schema, [...imageCalls(g, schema, PAGE), ...imageCalls(g, schema, home), ...imageCalls(g, schema, list)]);
  expect(queries.map((q) => q.replace(/^query ImagePrewarm\d+ /, ''))).toEqual([
    '{ allCmsBlog(limit: 300) { nodes { image_media { file { childImageSharp { gatsbyImageData(width: 800, layout: CONSTRAINED, outputPixelDensities: [0.5, 1]) } } } } } }',
    '{ allCmsBlog(limit: 300) { nodes { related { image_media { file { childImageSharp { gatsbyImageData(width: 400, layout: CONSTRAINED) } } } } } } }',
    '{ allCmsBlog(filter: {featured: {eq: "yes"}}, limit: 3) { nodes { image_media { file { childImageSharp { gatsbyImageData(width: 1920) } } } } } }',
    '{ file(relativePath: {eq: "logo.png"}) { childImageSharp { gatsbyImageData(height: 40, layout: FIXED) } } }',
    // the list page's call is the related cards' on other fields: a query of its own
    '{ allCmsBlog(limit: 300) { nodes { image_media { file { childImageSharp { gatsbyImageData(width: 400, layout: CONSTRAINED) } } } } } }',
  ]);
  // a list without a limit of its own is walked over its first nodes only
  const unlimited = `query All { allCmsBlog(filter: { featured: { eq: "no" } }) { nodes { image_media { file { childImageSharp { gatsbyImageData(width: 10) } } } } } }`;
  expect(prewarmQueries(g, schema, imageCalls(g, schema, unlimited), 50)[0]).toContain('allCmsBlog(filter: {featured: {eq: "no"}}, limit: 50)');
  for (const q of queries) expect(g.validate(schema, g.parse(q))).toEqual([]);
});

it('runs each query through the given function and reports failures without throwing', async () => {
  const asked: string[] = [];
  const warnings: string[] = [];
  const state = {
    schema,
    components: new Map([
      ['a', { query: PAGE }],
      ['b', { query: '' }],
    ]),
    staticQueryComponents: new Map([['s', { query: 'query S { file { childImageSharp { gatsbyImageData(width: 96) } } }' }]]),
  };
  const n = await prewarmImages(
    g,
    state,
    async (q) => {
      asked.push(q);
      return asked.length === 1 ? { errors: [{ message: 'boom' }] } : {};
    },
    (m) => warnings.push(m),
  );
  expect(n).toBe(3);
  expect(asked).toHaveLength(3);
  expect(warnings).toEqual([expect.stringMatching(/^images: boom \(in query ImagePrewarm1 /)]);
  // a query that does not parse: a warning, no queries
  expect(
    await prewarmImages(
      g,
      { ...state, components: new Map([['x', { query: 'query {' }]]) },
      async () => ({}),
      (m) => warnings.push(m),
    ),
  ).toBe(0);
  expect(warnings[1]).toMatch(/could not read the queries/);
});
