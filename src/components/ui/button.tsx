/**
 * The brand's call-to-action. One look, three elements: a Gatsby <Link> for internal routes
 * (`to`), a plain <a> for external/absolute URLs and downloads (`href`), otherwise a <button>.
 */
import * as React from 'react';
import { Link } from 'gatsby';
import * as styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface CommonProps {
  /** primary: solid accent; secondary: outlined; ghost: text only with an arrow-friendly underline. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the container's width (mobile forms). */
  block?: boolean;
  children?: React.ReactNode;
  className?: string;
}

export type ButtonAsButton = CommonProps & React.ButtonHTMLAttributes<HTMLButtonElement> & { to?: undefined; href?: undefined };
export type ButtonAsLink = CommonProps &
  Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
    /** Internal route, rendered as a Gatsby Link (prefetching, client-side navigation). */
    to: string;
    href?: undefined;
  };
export type ButtonAsAnchor = CommonProps &
  React.AnchorHTMLAttributes<HTMLAnchorElement> & {
    /** External URL, mailto:, tel: or a file to download: rendered as a plain <a>. */
    href: string;
    to?: undefined;
  };

export type ButtonProps = ButtonAsButton | ButtonAsLink | ButtonAsAnchor;

/** The class names a Button uses, for elements that must look like one (e.g. a label). */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  block = false,
  className,
}: Pick<CommonProps, 'variant' | 'size' | 'block' | 'className'>): string {
  return [styles.button, styles[variant], styles[size], block ? styles.block : '', className].filter(Boolean).join(' ');
}

export function Button(props: ButtonProps): JSX.Element {
  const { variant, size, block, className, children, ...rest } = props;
  const cls = buttonClassName({ variant, size, block, className });

  if (rest.to !== undefined) {
    const { to, href: _href, ...anchorProps } = rest as ButtonAsLink;
    return (
      <Link to={to} className={cls} {...anchorProps}>
        {children}
      </Link>
    );
  }
  if (rest.href !== undefined) {
    const { href, to: _to, ...anchorProps } = rest as ButtonAsAnchor;
    return (
      <a href={href} className={cls} {...anchorProps}>
        {children}
      </a>
    );
  }
  const { type = 'button', to: _to, href: _href, ...buttonProps } = rest as ButtonAsButton;
  return (
    <button type={type} className={cls} {...buttonProps}>
      {children}
    </button>
  );
}

export default Button;
