import fs from 'node:fs';

/** The processes `pid` started that still run (Linux /proc lists them per thread). */
export function childProcessIds(pid: number): number[] {
  return fs
    .readdirSync(`/proc/${pid}/task`)
    .flatMap((task) =>
      fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/),
    )
    .filter(Boolean)
    .map(Number);
}
