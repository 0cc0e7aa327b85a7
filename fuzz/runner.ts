// Runs cases against a target a few at a time, keeps the member signed in, checks every answer
// and gathers the offences: deduplicated per case (operation, argument, value kind), grouped by
// cause for the report, with the seed that reproduces the sample.
import { caseKey, type FuzzCase, type Surface, type Target, type Who } from './cases.js';
import { offencesOf, type Answer, type Offence } from './detect.js';

/** One case that failed (both identities folded together), with every offence its answers committed. */
export interface Finding {
  surface: Surface;
  operation: string;
  argument: string;
  kind: string;
  who: Who[];
  offences: Offence[];
}

export interface FuzzReport {
  seed: number;
  mode: 'sample' | 'full';
  planned: number;
  /** In the sample (all planned in a full run). */
  chosen: number;
  ran: number;
  perSurface: Record<string, number>;
  findings: Finding[];
  /** Cases whose first try timed out and whose second answered cleanly: printed, not failed. */
  slow?: string[];
}

/**
 * The likely cause of a finding: the value kind and what went wrong. A masked internal error
 * says nothing more, and the same kind failing across operations is one missing check at the edge.
 */
export function causeOf(f: Finding): string {
  const types = [...new Set(f.offences.map((o) => o.type))].sort().join(' + ');
  return `[${f.kind}] ${f.surface === 'protocol' ? 'protocol request' : 'value'} -> ${types}`;
}

export interface RunOptions {
  concurrency?: number;
  /** Called with how many cases are done, now and then. */
  progress?: (done: number, total: number) => void;
  /** Signs the member in again when a case revoked its token (e.g. a fuzzed sign-out). */
  renewMember?: () => Promise<void>;
  /** Stop taking new cases after this many ms (the sample's order is fixed, so a seed still replays the same prefix). */
  budgetMs?: number;
}

/** A request the client gave up waiting for (as opposed to a reset or refused connection, a crash's signs). */
const timedOut = (answer: Answer) => /TimeoutError|aborted due to timeout/.test(answer.transportError ?? '');

/**
 * Sends a case; one that timed out is sent once more. On a loaded two-core machine (CI runs
 * the browser tests, tsc and eslint beside the fuzzer, and every subgraph of the stack shares
 * one process) an answer can take longer than the client waits, which is slowness, not a hang:
 * a hung or crashed server fails the second try too and is a finding.
 */
async function sendPatiently(c: FuzzCase, target: Target, slow: string[]): Promise<Answer> {
  const answer = await c.send(target);
  if (!timedOut(answer)) return answer;
  const again = await c.send(target);
  if (!again.transportError) slow.push(`${c.surface} ${c.operation} ${c.argument} [${c.kind}] as ${c.who}`);
  return again;
}

export async function runCases(target: Target, cases: FuzzCase[], options: RunOptions = {}): Promise<{ findings: Finding[]; ran: number; slow: string[] }> {
  const found = new Map<string, Finding>();
  const slow: string[] = [];
  let next = 0;
  let done = 0;
  let renewing: Promise<void> | undefined;
  const deadline = options.budgetMs ? Date.now() + options.budgetMs : Infinity;
  const worker = async () => {
    while (next < cases.length && Date.now() < deadline) {
      const c = cases[next++];
      const answer = await sendPatiently(c, target, slow);
      done++;
      if (done % 250 === 0) options.progress?.(done, cases.length);
      if (c.who === 'member' && options.renewMember && /UNAUTHENTICATED/.test(answer.body ?? '')) {
        renewing ??= options.renewMember().finally(() => {
          renewing = undefined;
        });
        await renewing;
      }
      const offences = offencesOf(answer);
      if (!offences.length) continue;
      const key = caseKey({ ...c, who: 'anonymous' });
      const seen = found.get(key);
      if (seen) {
        if (!seen.who.includes(c.who)) seen.who.push(c.who);
        for (const o of offences) if (!seen.offences.some((s) => s.type === o.type)) seen.offences.push(o);
      } else {
        found.set(key, { surface: c.surface, operation: c.operation, argument: c.argument, kind: c.kind, who: [c.who], offences });
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 6 }, worker));
  return { findings: [...found.values()], ran: done, slow };
}

/** The report as text: counts, then each cause with the cases that show it. */
export function formatReport(report: FuzzReport, reproduce: string, examplesPerCause = 12): string {
  const lines = [
    `fuzz: ${report.mode}, seed ${report.seed}: ran ${report.ran} of ${report.chosen} chosen of ${report.planned} planned cases (${Object.entries(report.perSurface)
      .map(([s, n]) => `${s} ${n}`)
      .join(', ')}), ${report.findings.length} failing cases`,
  ];
  if (report.slow?.length)
    lines.push(`${report.slow.length} case(s) answered only when sent again (the first try timed out): ${report.slow.slice(0, examplesPerCause).join('; ')}`);
  if (!report.findings.length) return lines.join('\n');
  const causes = new Map<string, Finding[]>();
  for (const f of report.findings) causes.set(causeOf(f), [...(causes.get(causeOf(f)) ?? []), f]);
  const sorted = [...causes.entries()].sort((a, b) => b[1].length - a[1].length);
  lines.push(`${sorted.length} causes; reproduce with: ${reproduce}`);
  for (const [cause, findings] of sorted) {
    lines.push('', `● ${findings.length} case(s): ${cause}`);
    for (const f of findings.slice(0, examplesPerCause)) lines.push(`    ${f.surface} ${f.operation} ${f.argument} [${f.kind}] as ${f.who.join('+')}`);
    if (findings.length > examplesPerCause) lines.push(`    … and ${findings.length - examplesPerCause} more`);
    for (const o of findings[0].offences) lines.push(`    ${o.type}: ${o.evidence.slice(0, 400)}`);
  }
  return lines.join('\n');
}
