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

/** A failure inside one of the steps run together: the build names that step, not the group. */
class StepFailure extends Error {
  constructor(
    readonly step: string,
    readonly failure: unknown,
  ) {
    super(failure instanceof Error ? failure.message : String(failure));
  }
}

/**
 * Steps that read nothing another of them writes, run at the same time as one step (the fetch
 * steps: each fills record types of its own). Each mostly waits on the API, so one step's calls
 * are answered while another checks what it received (docs/architecture.md#sourcing-at-scale).
 * The first to fail fails the group under its own name; the others' calls are cancelled by the
 * caller (sourceAll aborts every call in flight once a step has failed).
 */
export function together<C>(name: string, steps: Step<C>[]): Step<C> {
  return {
    name,
    run: async (ctx) => {
      await Promise.all(
        steps.map(async (step) => {
          try {
            await step.run(ctx);
          } catch (err) {
            throw new StepFailure(step.name, err);
          }
        }),
      );
    },
  };
}

/** Returns true when every step ran; false after a failure was reported (develop keeps running). */
export async function runSteps<C>(steps: Step<C>[], ctx: C, reporter: PanicReporter): Promise<boolean> {
  for (const step of steps) {
    const started = Date.now();
    try {
      await step.run(ctx);
      reporter.verbose(`${PLUGIN_PREFIX} step ${step.name} done in ${Date.now() - started} ms`);
    } catch (caught) {
      const name = caught instanceof StepFailure ? caught.step : step.name;
      const err = caught instanceof StepFailure ? caught.failure : caught;
      const e = err as Error;
      const code = err instanceof SourceError ? err.code : CODES.StepFailed;
      const sourceMessage = `${PLUGIN_PREFIX} step "${name}" failed: ${e.message}`;
      // One structured argument: with a second (Error) argument Gatsby drops the id and context.
      reporter.panicOnBuild({ id: code, context: { sourceMessage }, error: e });
      return false;
    }
  }
  return true;
}
