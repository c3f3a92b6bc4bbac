/**
 * Where a `.cpuprofile` (node --cpu-prof) spent its time: self time per function, the busiest
 * first, as a share of the busy (non-idle) time. `tsx packages/api/bench/support/cpu-profile.ts
 * <file.cpuprofile> [top]` prints it; `pnpm bench:http` does with BENCH_CPU_PROF=<dir>.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const IDLE = new Set(['(idle)', '(program)', '(garbage collector)']);

/** A short place for a function: the package (node_modules) or the file, and its line. */
function placeOf({ url, lineNumber }: ProfileNode['callFrame']): string {
  if (!url) return '';
  const file = url.replace(/^file:\/\//, '');
  const inModules =
    /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(file);
  const short = inModules ? `${inModules[1]}/${inModules[2]}` : path.basename(file);
  return `${short}:${lineNumber + 1}`;
}

export function summarizeProfile(file: string, top = 30): string[] {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map<string, number>();
  let busy = 0;
  let idle = 0;
  let gc = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id)!;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const name = node.callFrame.functionName || '(anonymous)';
    if (name === '(garbage collector)') gc += ms;
    if (IDLE.has(name) && name !== '(garbage collector)') {
      idle += ms;
      return;
    }
    busy += ms;
    const key = `${name} ${placeOf(node.callFrame)}`;
    selfMs.set(key, (selfMs.get(key) ?? 0) + ms);
  });
  const lines = [
    `${path.basename(file)}: busy ${(busy / 1000).toFixed(1)} s (GC ${((gc / busy) * 100).toFixed(1)} %), idle or program ${(idle / 1000).toFixed(1)} s`,
  ];
  const byPackage = new Map<string, number>();
  for (const [key, ms] of selfMs) {
    const place = key.split(' ').pop() ?? '';
    const where = place.includes('/')
      ? place.split('/')[0]!
      : place.replace(/:\d+$/, '') || '(native)';
    byPackage.set(where, (byPackage.get(where) ?? 0) + ms);
  }
  lines.push(
    'by package or file: ' +
      [...byPackage]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 12)
        .map(([where, ms]) => `${where} ${((ms / busy) * 100).toFixed(1)} %`)
        .join(', '),
  );
  for (const [key, ms] of [...selfMs].sort((a, b) => b[1] - a[1]).slice(0, top))
    lines.push(`${((ms / busy) * 100).toFixed(1).padStart(6)} %  ${key}`);
  return lines;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [file, top] = process.argv.slice(2);
  if (!file) throw new Error('usage: cpu-profile.ts <file.cpuprofile> [top]');
  console.log(summarizeProfile(file, Number(top ?? 30)).join('\n'));
}
