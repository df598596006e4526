/**
 * Gatsby in unit tests, after Gatsby's unit-testing guide: the real module needs the build's
 * runtime. Mapped in jest.config.js (moduleNameMapper '^gatsby$'), since the test roots are
 * not beside node_modules. Link renders a plain <a href>, navigate is a jest.fn to assert on.
 */
import * as React from 'react';

type LinkProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  activeClassName?: string;
  activeStyle?: object;
  partiallyActive?: boolean;
  replace?: boolean;
  state?: unknown;
  getProps?: unknown;
  innerRef?: React.Ref<HTMLAnchorElement>;
};

export const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, activeClassName: _a, activeStyle: _s, partiallyActive: _p, replace: _r, state: _st, getProps: _g, innerRef, children, ...rest },
  ref,
) {
  return (
    <a {...rest} ref={ref ?? innerRef} href={to}>
      {children}
    </a>
  );
});

export const navigate = jest.fn();
export const graphql = jest.fn();
export const useStaticQuery = jest.fn();
export const withPrefix = jest.fn((path: string) => path);
export const withAssetPrefix = jest.fn((path: string) => path);
export const Slice = jest.fn().mockImplementation(({ alias }: { alias: string }) => <div data-slice={alias} />);
export const StaticQuery = jest.fn();

export default { Link, navigate, graphql, useStaticQuery, withPrefix, withAssetPrefix };
