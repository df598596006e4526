// docs/architecture.md describes the architecture and nothing else (issue 35): parts, data flow,
// where things live, the boundaries, in at most 250 lines. Dated figures belong in
// docs/benchmark-log.md, choices in docs/decisions/: the page had grown into a lab notebook once.
import fs from 'node:fs';
import path from 'node:path';

const text = fs.readFileSync(path.join(__dirname, '..', '..', 'docs', 'architecture.md'), 'utf8');

it('is at most 250 lines', () => {
  expect(text.trimEnd().split('\n').length).toBeLessThanOrEqual(250);
});

it('holds no dated measurements', () => {
  expect(text.match(/\b20\d\d-\d\d-\d\d\b/g) ?? []).toEqual([]);
});
