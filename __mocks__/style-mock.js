// CSS Modules in tests: every class name maps to itself (styles.card === 'card'), so tests can
// assert classes without a CSS pipeline. `__esModule` keeps `import * as styles` returning the proxy.
module.exports = new Proxy(
  {},
  {
    get(_target, key) {
      if (key === '__esModule') return true;
      if (key === 'default') return module.exports;
      if (typeof key === 'symbol') return undefined;
      return key;
    },
  },
);
