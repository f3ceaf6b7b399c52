// How `site` starts itself again where Node cannot replace its own process (no process.execve: Node 20, and 22
// before 22.15): as a child it waits for, which stands for it. Written in JavaScript, since bin/site.js runs it
// before any TypeScript is compiled.
import { spawn } from 'node:child_process';

/** What stops a command from outside: a terminal's interrupt and hang-up, and a CI runner's or service's stop. */
export const PASSED_ON_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * Runs `start` (`args` as `process.execve` takes them: the program first) as a child process with this one's
 * standard streams. While it runs, a stop signal sent to this process is passed on to it rather than ending this
 * process alone (a terminal's Ctrl-C reaches both; the child ends once). Its end is this process's: its exit code
 * becomes this one's, and a child ended by a signal ends this process by the same signal, so a caller sees what
 * it would have seen without the second process. SIGKILL, which no process can catch, ends the first one alone:
 * the child then ends itself (endWithParent), as soon as it sees it has another parent.
 *
 * Resolves to true once the child has ended, and to false, without starting anything, where it could not be
 * started (the caller then runs the command itself).
 */
export function runAsChild({ file, args, env }) {
  return new Promise((resolve) => {
    const child = spawn(file, args.slice(1), { env: { ...env, [PARENT_VARIABLE]: String(process.pid) }, stdio: 'inherit' });
    const passOn = (signal) => child.kill(signal);
    const stopPassingOn = () => PASSED_ON_SIGNALS.forEach((signal) => process.off(signal, passOn));
    PASSED_ON_SIGNALS.forEach((signal) => process.on(signal, passOn));
    child.once('error', () => {
      // Only a child that never started reports an error without ending: one that started ends with 'exit'.
      if (child.pid !== undefined) return;
      stopPassingOn();
      resolve(false);
    });
    child.once('exit', (code, signal) => {
      stopPassingOn();
      if (signal) process.kill(process.pid, signal);
      else process.exitCode = code ?? 1;
      resolve(true);
    });
  });
}

/** The variable that tells a child started by runAsChild which process stands for it. */
export const PARENT_VARIABLE = 'SITE_STARTED_BY';

/**
 * In a child started by runAsChild (`env` names its parent), ends this process by SIGTERM once its parent has gone,
 * killed by a signal it could not pass on: the child is then another process's (init's, a subreaper's), and nothing
 * waits for what it prints. Looked at every `everyMs`, without keeping the process alive. The variable is taken out of
 * the environment, so processes this one starts do not read it. Returns whether it watches.
 */
export function endWithParent(env = process.env, everyMs = 500) {
  const parent = Number(env[PARENT_VARIABLE]);
  delete env[PARENT_VARIABLE];
  if (!Number.isInteger(parent) || parent <= 0) return false;
  setInterval(() => {
    if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM');
  }, everyMs).unref();
  return true;
}
