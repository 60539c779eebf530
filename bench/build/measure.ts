/**
 * Running a build step as a child process and measuring it: wall time and the peak resident memory of
 * the child (VmHWM from /proc, polled; Linux), and the pages a built folder holds.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { filesUnder } from '../../tests/helpers/files.ts';

export interface Measured {
  readonly seconds: number;
  /** Peak resident memory of the child in MiB (0 where /proc is not readable). */
  readonly peakMiB: number;
}

function peakKiB(pid: number): number {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

/** Runs `node args...` in `cwd` with `env`, output shown only on failure; rejects on a non-zero exit. */
export function measure(args: readonly string[], cwd: string, env: NodeJS.ProcessEnv): Promise<Measured> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  let peak = 0;
  const poll = setInterval(() => (peak = Math.max(peak, child.pid ? peakKiB(child.pid) : 0)), 100);
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => {
      clearInterval(poll);
      if (code !== 0) reject(new Error(`node ${args.join(' ')} failed (exit ${code})\n${output.slice(-4000)}`));
      else resolve({ seconds: (performance.now() - started) / 1000, peakMiB: Math.round(peak / 1024) });
    });
  });
}

/** HTML pages under a built folder. */
export function countPages(dir: string): number {
  return filesUnder(dir).filter((f) => f.endsWith('.html')).length;
}
