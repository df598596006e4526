// CSS Modules: Gatsby 5 exports class names as named exports (`import * as styles from './x.module.css'`).
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export = classes;
}

// Plain stylesheets (global.css, swiper/css …) are imported for their side effect only.
declare module '*.css';
