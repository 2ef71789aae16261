/**
 * Summarises a V8 CPU profile (from `npm run bench:api -- --cpu-prof DIR`): self time by
 * package or source folder, and the hottest functions, as percentages of the sampled time.
 * Usage: node apps/api/bench/profile-summary.ts FILE.cpuprofile [--top 25]
 */
import fs from 'node:fs/promises';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const file = process.argv[2];
if (!file) throw new Error('usage: profile-summary.ts FILE.cpuprofile [--top N]');
const topIndex = process.argv.indexOf('--top');
const top = topIndex >= 0 ? Number(process.argv[topIndex + 1]) : 25;
const profile = JSON.parse(await fs.readFile(file, 'utf8')) as Profile;

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfTime = new Map<number, number>();
profile.samples.forEach((id, i) => {
  selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const total = [...selfTime.values()].reduce((a, b) => a + b, 0);

/** node_modules/<package> or the source folder below src/, so costs group by owner. */
function owner(url: string): string {
  if (!url) return '(native/V8)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  const src = /\/src\/(.+)\/[^/]+$/.exec(url);
  if (src) return `src/${src[1]}`;
  if (url.startsWith('node:')) return url;
  return url.replace(/^.*\//, '');
}

const groups = new Map<string, number>();
const functions = new Map<string, number>();
for (const [id, time] of selfTime) {
  const frame = byId.get(id)!.callFrame;
  const group = owner(frame.url);
  groups.set(group, (groups.get(group) ?? 0) + time);
  const name = `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*\/(node_modules\/)?/, '')}:${frame.lineNumber + 1}`;
  functions.set(name, (functions.get(name) ?? 0) + time);
}
const pct = (time: number) => `${((100 * time) / total).toFixed(1).padStart(5)} %`;
const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top);
process.stdout.write(`sampled ${(total / 1e6).toFixed(1)} s\n\nself time by owner\n`);
for (const [name, time] of sorted(groups)) process.stdout.write(`${pct(time)}  ${name}\n`);
process.stdout.write('\nhottest functions (self time)\n');
for (const [name, time] of sorted(functions)) process.stdout.write(`${pct(time)}  ${name}\n`);
