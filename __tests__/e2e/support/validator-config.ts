// The markup suite's html-validate settings (markup.spec.ts), apart from the page-reading helpers so that
// unit tests of a component's markup (no jsdom of their own) judge it by the same rules.
import type { ConfigData } from 'html-validate';

/**
 * html-validate's recommended rules plus heading-level. The few rules changed below judge how
 * React writes HTML or a house style, not whether the markup is valid; each says why.
 */
export const VALIDATOR_CONFIG: ConfigData = {
  root: true,
  extends: ['html-validate:recommended'],
  rules: {
    'heading-level': ['error', { allowMultipleH1: false, minInitialRank: 'h1' }],
    // React serializes `<meta/>`, `charSet`, `hidden=""` and `noValidate=""`: valid HTML spelled
    // its own way, which no page can change.
    'void-style': 'off',
    'attr-case': 'off',
    'attribute-empty-style': 'off',
    'attribute-boolean-style': 'off',
    // React's useId ids (`:R1:`) and Gatsby's `___gatsby` are valid HTML ids (any non-space text).
    'valid-id': ['error', { relaxed: true }],
    // Styled lists keep role="list" on purpose: Safari drops the list semantics of a list drawn
    // with `list-style: none` (src/styles/global.css).
    'no-redundant-role': 'off',
    // The search box's suggestions are an ARIA combobox popup (a <select> cannot be one); the
    // home loader's bar animates its width, which a <progress> cannot; the other hits follow
    // from role="list" above.
    'prefer-native-element': ['error', { exclude: ['listbox', 'progressbar', 'list'] }],
    // Gatsby's own wrappers and gatsby-plugin-image lay out with inline styles; the page policy
    // allows them (plugins/gatsby-plugin-hosting/server/policy.ts).
    'no-inline-style': 'off',
    // Phone links carry the global class `phone` (white-space: nowrap) instead of &nbsp; in the
    // number, which a visitor who copies it would paste into a dialer.
    'tel-non-breaking': ['error', { ignoreClasses: ['phone'] }],
    // aria-label where ARIA allows it (a named video or list): the "standard" preset's setting.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
  },
};
