// How every Chromium this project starts runs (the browser suite, Lighthouse, the trace and editor
// benchmarks): no sandbox and no GPU, as the machines that run them need, and none of the
// background traffic a first run starts (updates, sync, component downloads), which would blur the
// timings and the page weights.
export const QUIET_CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
