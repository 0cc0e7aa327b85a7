// Where a profiled run's CPU went, by library: each sample is given to the innermost frame
// that belongs to one of the stages below, so a socket write made by the pg client counts as
// the pg client's. The profiler's own work (inspector dispatch), idle time and "(program)" are
// left out of the total. Reads a .cpuprofile written by `--profile DIR` (bench:pipeline, bench).
//
//   node bench/profile-shares.mjs .data/prof/subgraph.cpuprofile
//   node bench/profile-shares.mjs .data/prof/gateway.cpuprofile 25   # and the 25 functions with the most self time
import { readFileSync } from 'node:fs';

const STAGES = {
  'express json body (body-parser)': /body-parser|raw-body|iconv-lite|content-type\/|type-is/,
  'request ids, body allowance (kit)': /kit\/src\/(request-id|graphql\/body-allowance)/,
  'auth (kit)': /kit\/src\/auth/,
  'input guard (kit)': /operation-guard/,
  'mikro-orm': /@mikro-orm/,
  'knex + tarn': /node_modules\/(knex|tarn)\//,
  'pg client': /node_modules\/(pg|pg-protocol)\//,
  'graphql-js execute': /graphql\/execution/,
  'graphql-js other': /node_modules\/graphql\/(?!execution)/,
  'type-graphql': /type-graphql/,
  'apollo server': /@apollo\/server|@as-integrations/,
  'apollo gateway + planner': /@apollo\/(gateway|federation-internals|query-planner)/,
  undici: /undici/,
  'express + router': /node_modules\/(express|router|finalhandler|send|path-to-regexp)\//,
  dataloader: /dataloader/,
  // processes mode runs each service from its bundle: our own code (kit, the service) is one file.
  'our code (kit + the service, bundled)': /node_modules\/\.cache\/pulse-start\//,
};
const LEFT_OUT = new Set(['dispatch', '(idle)', '(program)']);

const profile = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parentOf = new Map();
for (const n of profile.nodes) for (const child of n.children ?? []) parentOf.set(child, n.id);
const timeOf = new Map();
profile.samples.forEach((id, i) => timeOf.set(id, (timeOf.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));

let total = 0;
const shares = Object.fromEntries(Object.keys(STAGES).map((k) => [k, 0]));
for (const node of profile.nodes) {
  const t = timeOf.get(node.id) ?? 0;
  if (!t) continue;
  const frames = [];
  let leftOut = false;
  for (let id = node.id; id !== undefined; id = parentOf.get(id)) {
    const { functionName, url } = byId.get(id).callFrame;
    if (LEFT_OUT.has(functionName)) leftOut = true;
    frames.push(`${functionName} ${url}`);
  }
  if (leftOut) continue;
  total += t;
  for (const frame of frames) {
    const stage = Object.keys(STAGES).find((k) => STAGES[k].test(frame));
    if (stage) {
      shares[stage] += t;
      break;
    }
  }
}
const percent = (v) => ((100 * v) / total).toFixed(1).padStart(5) + ' %';
for (const [stage, t] of Object.entries(shares).sort((a, b) => b[1] - a[1])) console.log(percent(t), stage);
console.log(percent(total - Object.values(shares).reduce((a, b) => a + b, 0)), 'the rest: Node internals (streams, sockets, promises, GC)');

// The functions with the most self time, where asked: which lines to look at.
const top = Number(process.argv[3] ?? 0);
if (top > 0) {
  const self = new Map();
  for (const node of profile.nodes) {
    const t = timeOf.get(node.id) ?? 0;
    const { functionName, url, lineNumber } = node.callFrame;
    if (!t || LEFT_OUT.has(functionName)) continue;
    const key = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '')}:${lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + t);
  }
  console.log('');
  for (const [key, t] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(percent(t), key);
}
