/**
 * The CAR FILM MASTER wordmark as inline SVG: no request, crisp at any size, and it takes the
 * current text colour so it works on dark and light surfaces. The mark is a faceted shield (the
 * film) cut by an accent stroke (the squeegee line).
 */
import * as React from 'react';

export interface LogoProps extends React.SVGProps<SVGSVGElement> {
  /** 'full' = mark + wordmark, 'mark' = the shield alone (favicons, tight spaces). */
  variant?: 'full' | 'mark';
  /** Accessible name; pass '' when the logo sits inside a link that is already named. */
  title?: string;
}

// CSS variables work in style, not in SVG presentation attributes.
const FONT: React.CSSProperties = { fontFamily: "var(--font-display, 'Helvetica Neue', Arial, sans-serif)" };

export function Logo({ variant = 'full', title = 'Car Film Master', ...rest }: LogoProps): JSX.Element {
  const titleId = React.useId();
  const labelled = title !== '';
  const a11y = labelled ? { role: 'img', 'aria-labelledby': titleId } : { 'aria-hidden': true as const };
  const mark = (
    <g>
      <path d="M20 2 36 8v12c0 9.6-6.6 16.4-16 20C10.6 36.4 4 29.6 4 20V8L20 2Z" fill="currentColor" />
      <path d="M20 6.3 32 10.8V20c0 7.3-4.8 12.6-12 15.6V6.3Z" style={{ fill: 'var(--surface, #0b0c0f)' }} opacity="0.22" />
      <path d="M9 25.5 29.5 12" style={{ stroke: 'var(--color-accent, #e10600)' }} strokeWidth="3.2" strokeLinecap="round" />
    </g>
  );

  if (variant === 'mark') {
    return (
      <svg viewBox="0 0 40 42" width="40" height="42" {...a11y} {...rest}>
        {labelled && <title id={titleId}>{title}</title>}
        {mark}
      </svg>
    );
  }

  return (
    <svg viewBox="0 0 168 42" width="168" height="42" {...a11y} {...rest}>
      {labelled && <title id={titleId}>{title}</title>}
      {mark}
      <text x="48" y="19" fill="currentColor" style={FONT} fontSize="17" fontWeight="800" textLength="116" lengthAdjust="spacing">
        CAR FILM
      </text>
      <text x="48" y="36" fill="currentColor" style={FONT} fontSize="10.5" fontWeight="600" textLength="84" lengthAdjust="spacing" opacity="0.78">
        MASTER
      </text>
      <rect x="140" y="30" width="24" height="2" style={{ fill: 'var(--color-accent, #e10600)' }} />
    </svg>
  );
}

export default Logo;
