/** What the build reports; injected so tests can read it and `bin/` can print it. */
export interface Logger {
  /** One line per finished stage, with counts and time. */
  stage(name: string, detail: string, milliseconds: number): void;
  info(message: string): void;
  warn(message: string): void;
}

export const silentLogger: Logger = { stage() {}, info() {}, warn() {} };

/** Runs a stage and reports it with its duration. */
export async function timed<T>(logger: Logger, name: string, run: () => Promise<T> | T, describe: (value: T) => string): Promise<T> {
  const start = performance.now();
  const value = await run();
  logger.stage(name, describe(value), performance.now() - start);
  return value;
}

/**
 * A logger whose stage lines come out in the order the stages began, whatever order they finish in: stages that run
 * at once still print as the pipeline reads. `begin` is called as each stage starts.
 */
export function inStartOrder(logger: Logger): Logger & { begin: (name: string) => void } {
  const waiting: { name: string; line?: { detail: string; milliseconds: number } }[] = [];
  return {
    ...logger,
    begin: (name) => waiting.push({ name }),
    stage(name, detail, milliseconds) {
      const entry = waiting.find((candidate) => candidate.name === name && !candidate.line);
      if (!entry) return logger.stage(name, detail, milliseconds);
      entry.line = { detail, milliseconds };
      while (waiting[0]?.line) {
        const { name: next, line } = waiting.shift()!;
        logger.stage(next, line!.detail, line!.milliseconds);
      }
    },
  };
}
