import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';

/**
 * A command run as the leader of its own process group, so that stopping it reaches everything it started:
 * `npm start` is npm, a shell and node, and npm alone might leave the server running.
 */
export interface GroupProcess {
  child: ChildProcess;
  /** stdout and stderr so far (the last 16 KB). */
  output(): string;
  /** Resolves with the child's exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** SIGTERM to the whole group, SIGKILL after `graceMs`; resolves once no process of the group is left. */
  stop(graceMs?: number): Promise<void>;
}

/** Groups still running: killed if the bench exits or is interrupted before it stopped them. */
const liveGroups = new Set<number>();

function signalGroup(pgid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch {
    return false; // ESRCH: no process of the group is left
  }
}

function killLiveGroups() {
  for (const pgid of liveGroups) signalGroup(pgid, 'SIGKILL');
}

// Children in their own groups do not get the terminal's Ctrl-C, so the bench passes it on before it ends.
function onInterrupt(signal: NodeJS.Signals) {
  killLiveGroups();
  process.exit(signal === 'SIGINT' ? 130 : 143);
}

function track(pgid: number) {
  if (liveGroups.size === 0) {
    process.on('exit', killLiveGroups);
    process.on('SIGINT', onInterrupt);
    process.on('SIGTERM', onInterrupt);
  }
  liveGroups.add(pgid);
}

function untrack(pgid: number) {
  if (!liveGroups.delete(pgid) || liveGroups.size > 0) return;
  process.off('exit', killLiveGroups);
  process.off('SIGINT', onInterrupt);
  process.off('SIGTERM', onInterrupt);
}

async function groupGone(pgid: number, deadline: number): Promise<boolean> {
  while (signalGroup(pgid, 0)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

export function spawnGroup(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }) {
  const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-16_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => resolve(code));
  });
  const pgid = child.pid;
  if (pgid === undefined) {
    // Spawning failed (the command is missing): 'error' rejects `exited`.
    return { child, output: () => log, exited, stop: async () => {} } satisfies GroupProcess;
  }
  track(pgid);
  // A group whose leader exited may still hold its children: the group is forgotten only once it is empty.
  const stop = async (graceMs = 10_000) => {
    try {
      signalGroup(pgid, 'SIGTERM');
      if (!(await groupGone(pgid, Date.now() + graceMs))) {
        signalGroup(pgid, 'SIGKILL');
        if (!(await groupGone(pgid, Date.now() + 5_000))) throw new Error(`process group ${pgid} outlived SIGKILL`);
      }
      if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
    } finally {
      untrack(pgid);
    }
  };
  return { child, output: () => log, exited, stop } satisfies GroupProcess;
}
