// One command in a process group of its own, for the test scripts (run-tests.mjs: a tier; retry-test-files.mjs: a
// browser file). Nothing it starts may outlive it or hang the run:
// - past `timeoutMs` the group is sent SIGTERM, then SIGKILL 10 s later, and the result says `timedOut`;
// - when it ends, whatever it left running in its group (a product server, a browser) is killed;
// - it ends on its own exit, 5 s after (for its last output), even if a process it left holds its pipes open, as
//   'close' would then never come;
// - the groups are not in the terminal's group, so an interrupted or terminated script ends them itself.
import { spawn } from 'node:child_process';

const live = new Set();
const killGroup = (pid, signal) => {
  try {
    process.kill(-pid, signal);
  } catch {
    // the group is gone already
  }
};

let handled = false;
function endGroupsOnSignal() {
  if (handled) return;
  handled = true;
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => {
      // SIGTERM first, so that a script running groups of its own (node-test.mjs) ends them in turn
      for (const pid of live) killGroup(pid, 'SIGTERM');
      setTimeout(() => {
        for (const pid of live) killGroup(pid, 'SIGKILL');
        process.exit(130);
      }, 2_000);
    });
}

/**
 * Runs `cmd args` with `env`, its output given to `onOutput(chunk, 'stdout' | 'stderr')` as it comes; `onTimeout` is told
 * when it ran past `timeoutMs`. Resolves with its exit code (1 when killed by a signal) and whether it timed out.
 */
export function runInGroup(cmd, args, { env = process.env, timeoutMs, onOutput, onTimeout }) {
  endGroupsOnSignal();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    live.add(child.pid);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      onTimeout?.();
      killGroup(child.pid, 'SIGTERM');
      setTimeout(() => killGroup(child.pid, 'SIGKILL'), 10_000).unref();
    }, timeoutMs);
    child.stdout.on('data', (chunk) => onOutput(chunk, 'stdout'));
    child.stderr.on('data', (chunk) => onOutput(chunk, 'stderr'));
    let done = false;
    const end = (code) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      killGroup(child.pid, 'SIGKILL');
      live.delete(child.pid);
      resolve({ code: code ?? 1, timedOut });
    };
    child.on('close', end);
    child.on('exit', (code) => setTimeout(() => end(code), 5_000));
  });
}
