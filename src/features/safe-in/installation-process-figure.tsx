/**
 * The 'Installation Process' image of the Safe-IN page: a drawn figure (inline SVG, so it needs no
 * media file and stays sharp at any width) of a car taking film, over the 12-step track.
 */
import * as React from 'react';
import { INSTALLATION_PROCESS_TITLE, SAFE_IN_STEPS } from './safe-in-data';
import * as styles from './installation-process-figure.module.css';

const TRACK_START = 120;
const TRACK_END = 1080;

export function InstallationProcessFigure(): JSX.Element {
  const step = (TRACK_END - TRACK_START) / (SAFE_IN_STEPS.length - 1);
  return (
    <figure className={styles.figure}>
      <svg
        viewBox="0 0 1200 440"
        role="img"
        aria-label={`${INSTALLATION_PROCESS_TITLE}: ${SAFE_IN_STEPS.map((s) => s.name).join(', ')}`}
        className={styles.svg}
      >
        <defs>
          <linearGradient id="safein-film" x1="0" x2="1" y1="0" y2="0">
            <stop offset="0" stopColor="currentColor" stopOpacity="0" />
            <stop offset="0.35" stopColor="currentColor" stopOpacity="0.35" />
            <stop offset="1" stopColor="currentColor" stopOpacity="0.6" />
          </linearGradient>
        </defs>
        <g className={styles.grid} aria-hidden="true">
          {Array.from({ length: 13 }, (_, i) => (
            <line key={`v${i}`} x1={i * 100} x2={i * 100} y1="20" y2="350" />
          ))}
          {Array.from({ length: 4 }, (_, i) => (
            <line key={`h${i}`} x1="0" x2="1200" y1={50 + i * 100} y2={50 + i * 100} />
          ))}
        </g>
        <g className={styles.car} aria-hidden="true">
          <path
            className={styles.film}
            d="M860 236 L922 231 L1010 246 C1050 253 1066 271 1066 300 L1066 318 L990 318 A62 62 0 0 0 866 318 L850 318 Z"
            fill="url(#safein-film)"
          />
          <path
            className={styles.body}
            d="M140 300 C140 270 160 255 200 250 L330 238 C380 200 440 160 520 150 L720 148 C800 150 860 185 920 230 L1010 245 C1050 252 1066 270 1066 300 L1066 318 L990 318 A62 62 0 0 0 866 318 L420 318 A62 62 0 0 0 296 318 L140 318 Z"
          />
          <path className={styles.window} d="M400 234 C445 196 482 174 532 170 L618 168 L618 234 Z" />
          <path className={styles.window} d="M640 168 L714 168 C768 170 812 196 850 234 L640 234 Z" />
          <circle className={styles.wheel} cx="358" cy="318" r="48" />
          <circle className={styles.hub} cx="358" cy="318" r="18" />
          <circle className={styles.wheel} cx="928" cy="318" r="48" />
          <circle className={styles.hub} cx="928" cy="318" r="18" />
          <g className={styles.squeegee}>
            <rect x="996" y="176" width="64" height="14" rx="4" transform="rotate(24 1028 183)" />
            <line x1="1000" y1="214" x2="1050" y2="236" />
          </g>
        </g>
        <g className={styles.track}>
          <line x1={TRACK_START} x2={TRACK_END} y1="392" y2="392" className={styles.trackLine} aria-hidden="true" />
          {SAFE_IN_STEPS.map((s, i) => (
            <g key={s.number} transform={`translate(${TRACK_START + i * step} 392)`}>
              <circle r="17" className={s.number === SAFE_IN_STEPS.length ? styles.dotLast : styles.dot} />
              <text className={styles.dotText} textAnchor="middle" dy="0.35em">
                {s.number}
              </text>
            </g>
          ))}
        </g>
      </svg>
      <figcaption className={styles.caption}>{INSTALLATION_PROCESS_TITLE}</figcaption>
    </figure>
  );
}
