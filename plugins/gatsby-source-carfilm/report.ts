/**
 * Error codes and the error map Gatsby prints them with (the gatsby-source-contentful habit):
 * every failure names the endpoint or step and says why.
 */
export const CODES = {
  /** A step failed for a reason not covered below. */
  StepFailed: '95100',
  /** The API did not answer: connection refused, DNS, timeout. */
  Unreachable: '95101',
  /** The API answered with code ≠ 1. */
  Refused: '95102',
  /** The answer does not fit the contract. */
  ShapeMismatch: '95103',
  /** The API answered an HTTP error status. */
  HttpError: '95104',
  /** A media file the content refers to could not be downloaded. */
  MediaDownload: '95105',
  /** A paged list disagrees with the total it reports, or its last_page runs away. */
  CountMismatch: '95106',
} as const;
export type ErrorCode = (typeof CODES)[keyof typeof CODES];

export const ERROR_MAP = Object.fromEntries(
  Object.values(CODES).map((code) => [
    code,
    {
      text: (context: { sourceMessage?: string }) => context.sourceMessage ?? 'gatsby-source-carfilm failed',
      level: 'ERROR' as const,
      category: 'THIRD_PARTY' as const,
    },
  ]),
) as Record<string, { text: (context: { sourceMessage?: string }) => string; level: 'ERROR'; category: 'THIRD_PARTY' }>;

/** An error that already carries the code and a complete, human-readable message. */
export class SourceError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly endpoint?: string,
  ) {
    super(message);
    this.name = 'SourceError';
  }
}

export const PLUGIN_PREFIX = '[gatsby-source-carfilm]';
