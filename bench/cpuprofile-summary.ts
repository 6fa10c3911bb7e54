/**
 * `npx tsx bench/cpuprofile-summary.ts FILE.cpuprofile [top]`: the heaviest frames of a V8 CPU
 * profile (from `node --cpu-prof`) by self time, and the same time summed per package (or per
 * folder of this project), so a profile can be read without a viewer.
 */
import { readFileSync } from "node:fs";

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error("Usage: npx tsx bench/cpuprofile-summary.ts FILE.cpuprofile [top]");
  process.exit(1);
}
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMicros = new Map<number, number>();
profile.samples.forEach((id, index) => selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));
const total = profile.endTime - profile.startTime;

/** node_modules/<package> (scoped too), or the project's own folder, or the V8/Node category. */
function owner(url: string): string {
  if (!url) return "(native, GC, idle)";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1] as string;
  if (url.startsWith("node:")) return "node core";
  const own = /\/(server|dist|bench|scripts)\/([^/]+)/.exec(url);
  return own ? `${own[1]}/${own[2]}` : url;
}

const frames = new Map<string, number>();
const owners = new Map<string, number>();
for (const [id, micros] of selfMicros) {
  const { functionName, url, lineNumber } = byId.get(id)?.callFrame ?? { functionName: "?", url: "", lineNumber: 0 };
  const short = url.replace(/^.*node_modules\//, "").replace(/^file:\/\/.*?\/(server|dist|bench|scripts)\//, "$1/");
  const key = `${functionName || "(anonymous)"}  ${short}${url ? `:${lineNumber + 1}` : ""}`;
  frames.set(key, (frames.get(key) ?? 0) + micros);
  owners.set(owner(url), (owners.get(owner(url)) ?? 0) + micros);
}

const print = (title: string, rows: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [name, micros] of [...rows].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${(micros / 1000).toFixed(0).padStart(8)} ms ${((micros / total) * 100).toFixed(1).padStart(5)}%  ${name}`);
  }
};
console.log(`${file}: ${(total / 1e6).toFixed(1)} s profiled, ${profile.samples.length} samples`);
print("Self time by frame", frames);
print("Self time by package or folder", owners);
