/**
 * isomorphic-dompurify (RichHtml) runs DOMPurify on jsdom during SSR; jsdom pulls undici, whose
 * `node:sqlite` import webpack cannot bundle. The HTML renderer runs in Node, so it loads them from
 * node_modules at render time instead of bundling them (stages build-html and develop-html).
 */
export const SSR_EXTERNALS = ['isomorphic-dompurify', 'jsdom', 'undici'];
