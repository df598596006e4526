/**
 * @jest-environment node
 */
import { buildMemoryEnv, buildNodeOptions } from '../../scripts/lib/build-heap';

test('gatsby build gets a 1 GB heap cap by default, after the caller’s own options', () => {
  expect(buildNodeOptions({})).toBe('--max-old-space-size=1024');
  expect(buildNodeOptions({ NODE_OPTIONS: '--enable-source-maps' })).toBe('--enable-source-maps --max-old-space-size=1024');
});

test('BUILD_HEAP_MB sets the cap; a cap the caller set in NODE_OPTIONS wins', () => {
  expect(buildNodeOptions({ BUILD_HEAP_MB: '2048' })).toBe('--max-old-space-size=2048');
  expect(buildNodeOptions({ BUILD_HEAP_MB: '2048', NODE_OPTIONS: '--max-old-space-size=3000' })).toBe('--max-old-space-size=3000');
});

test('a BUILD_HEAP_MB that is not a size is refused with a clear message', () => {
  expect(() => buildNodeOptions({ BUILD_HEAP_MB: 'lots' })).toThrow(/BUILD_HEAP_MB must be a whole number of megabytes, at least 256, not "lots"/);
  expect(() => buildNodeOptions({ BUILD_HEAP_MB: '64' })).toThrow(/at least 256/);
});

test('gatsby build runs with two malloc arenas unless the caller chose a number', () => {
  expect(buildMemoryEnv({})).toEqual({ NODE_OPTIONS: '--max-old-space-size=1024', MALLOC_ARENA_MAX: '2' });
  expect(buildMemoryEnv({ MALLOC_ARENA_MAX: '8', BUILD_HEAP_MB: '2048' })).toEqual({ NODE_OPTIONS: '--max-old-space-size=2048', MALLOC_ARENA_MAX: '8' });
});
