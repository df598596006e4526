/**
 * Runs sourcing steps in order and, when one fails, stops the build with a message naming the
 * step (and, through SourceError, the endpoint and the reason). The habit of
 * gatsby-source-wordpress utils/run-steps.ts.
 */
import type { Reporter } from 'gatsby';
import { CODES, PLUGIN_PREFIX, SourceError } from './report';

export interface Step<C> {
  name: string;
  run: (ctx: C) => Promise<void> | void;
}

export type PanicReporter = Pick<Reporter, 'panicOnBuild' | 'info' | 'verbose'>;

/** Returns true when every step ran; false after a failure was reported (develop keeps running). */
export async function runSteps<C>(steps: Step<C>[], ctx: C, reporter: PanicReporter): Promise<boolean> {
  for (const step of steps) {
    const started = Date.now();
    try {
      await step.run(ctx);
      reporter.verbose(`${PLUGIN_PREFIX} step ${step.name} done in ${Date.now() - started} ms`);
    } catch (err) {
      const e = err as Error;
      const code = err instanceof SourceError ? err.code : CODES.StepFailed;
      const sourceMessage = `${PLUGIN_PREFIX} step "${step.name}" failed: ${e.message}`;
      // One structured argument: with a second (Error) argument Gatsby drops the id and context.
      reporter.panicOnBuild({ id: code, context: { sourceMessage }, error: e });
      return false;
    }
  }
  return true;
}
