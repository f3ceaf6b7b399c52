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
