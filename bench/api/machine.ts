/** The machine the figures were measured on: CPU model, cores, memory, OS and Node version. */
import { arch, cpus, platform, release, totalmem } from 'node:os';

export function describeMachine(): string {
  const list = cpus();
  const model = list[0]?.model.trim() ?? 'unknown CPU';
  const gib = (totalmem() / 1024 ** 3).toFixed(1);
  return `${model}, ${list.length} cores, ${gib} GiB RAM, ${platform()} ${release()} ${arch()}, Node ${process.version}`;
}
