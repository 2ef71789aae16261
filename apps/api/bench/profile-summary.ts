/**
 * Summarises a V8 CPU profile (from `npm run bench:api -- --cpu-prof DIR`): self time by
 * package or source folder, the hottest functions by self time, and by total time (the function
 * and what it called), as percentages of the busy (non-idle) sampled time.
 * Usage: node apps/api/bench/profile-summary.ts FILE.cpuprofile [--top 25] [--after S] [--last S]
 *   --after S  leave out the first S seconds (start-up, module loading)
 *   --last S   keep only the last S seconds (the final row of a run)
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
  startTime: number;
  endTime: number;
}

const file = process.argv[2];
if (!file)
  throw new Error('usage: profile-summary.ts FILE.cpuprofile [--top N] [--after S] [--last S]');
const option = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : undefined;
};
const top = option('top') ?? 25;
const profile = JSON.parse(await fs.readFile(file, 'utf8')) as Profile;
const from =
  profile.startTime +
  Math.max(
    (option('after') ?? 0) * 1e6,
    option('last') === undefined ? 0 : profile.endTime - profile.startTime - option('last')! * 1e6,
  );

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parentOf.set(child, node.id);
const NOT_BUSY = new Set(['(idle)', '(program)']);

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
const nameOf = (frame: ProfileNode['callFrame']) =>
  `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*\/(node_modules\/)?/, '')}:${frame.lineNumber + 1}`;

const groups = new Map<string, number>();
const functions = new Map<string, number>();
const inclusive = new Map<string, number>();
const add = (map: Map<string, number>, key: string, time: number) =>
  map.set(key, (map.get(key) ?? 0) + time);
let total = 0;
let at = profile.startTime;
profile.samples.forEach((id, i) => {
  const time = profile.timeDeltas[i] ?? 0;
  at += time;
  const frame = byId.get(id)!.callFrame;
  if (at < from || NOT_BUSY.has(frame.functionName)) return;
  total += time;
  add(groups, owner(frame.url), time);
  add(functions, nameOf(frame), time);
  const seen = new Set<string>();
  for (let node: number | undefined = id; node !== undefined; node = parentOf.get(node)) {
    const name = nameOf(byId.get(node)!.callFrame);
    if (!seen.has(name)) add(inclusive, name, time);
    seen.add(name);
  }
});

const pct = (time: number) => `${((100 * time) / total).toFixed(1).padStart(5)} %`;
const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top);
process.stdout.write(
  `busy ${(total / 1e6).toFixed(2)} s (idle and (program) left out)\n\nself time by owner\n`,
);
for (const [name, time] of sorted(groups)) process.stdout.write(`${pct(time)}  ${name}\n`);
process.stdout.write('\nhottest functions (self time)\n');
for (const [name, time] of sorted(functions)) process.stdout.write(`${pct(time)}  ${name}\n`);
process.stdout.write('\nhottest functions (total time: itself and what it called)\n');
for (const [name, time] of sorted(inclusive)) process.stdout.write(`${pct(time)}  ${name}\n`);
