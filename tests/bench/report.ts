/** The results table, printed to the terminal and written as bench/RESULTS.md. */
import { meets, type Figure } from './types';
import type { Machine } from './machine';

export interface Outcome {
  id: string;
  title: string;
  figures: Figure[];
  /** Set when the benchmark threw: it is reported as failed. */
  error?: string;
}

export interface RunInfo {
  date: Date;
  runs: number;
  warmup: number;
  smoke: boolean;
  machine: Machine;
  /** cpu-reference.ts, in ms: when the run started and when it ended. */
  cpuReference: { start: number; end: number };
}

function formatValue(figure: Figure): string {
  const v = figure.value;
  // Lighthouse scores are whole numbers out of 100.
  const digits = figure.unit === 'score' || Math.abs(v) >= 1000 ? 0 : Math.abs(v) >= 10 ? 1 : 2;
  const text = v.toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return `${text} ${figure.unit}`;
}

const formatTarget = (f: Figure) => (f.target ? `${f.target.op} ${f.target.value} ${f.unit}` : '');

function verdict(f: Figure): string {
  const met = meets(f);
  return met === undefined ? '' : met ? 'met' : 'MISSED';
}

/** Rows of [benchmark, figure, value, target, met/missed]; a failed benchmark is one row. */
function tableRows(outcomes: Outcome[]): string[][] {
  const rows: string[][] = [];
  for (const o of outcomes) {
    if (o.error) rows.push([o.id, 'FAILED', o.error.split('\n')[0]!.slice(0, 160), '', 'FAILED']);
    for (const f of o.figures)
      rows.push([f.benchmark, f.name, formatValue(f), formatTarget(f), verdict(f)]);
  }
  return rows;
}

const HEADER = ['Benchmark', 'Figure', 'Value', 'Target', 'Met'];

export function printTable(outcomes: Outcome[]): string {
  const rows = [HEADER, ...tableRows(outcomes)];
  const widths = HEADER.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  return [line(rows[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)]
    .join('\n')
    .concat('\n');
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function resultsMarkdown(outcomes: Outcome[], info: RunInfo, changes: string): string {
  const { machine } = info;
  const out: string[] = [
    '# Benchmark results',
    '',
    'Written by `npm run bench` (tests/bench/run.ts); do not edit by hand: the section',
    '"Changes made for the targets" comes from tests/bench/CHANGES.md.',
    '',
    `- Date: ${info.date.toISOString()}`,
    `- Runs: ${info.smoke ? 'smoke (1 run, no warm-up, tiny data: not a measurement)' : `median of ${info.runs} measured runs after ${info.warmup} warm-up run(s)`}`,
    `- CPU: ${machine.cpu}`,
    `- Memory: ${machine.memory}`,
    `- OS: ${machine.os}`,
    `- Node: ${machine.node}`,
    `- Chromium: ${machine.chromium}`,
    `- PostgreSQL: ${machine.postgres}`,
    `- CPU reference: ${info.cpuReference.start.toFixed(0)} ms when the run started, ${info.cpuReference.end.toFixed(0)} ms when it ended (tests/bench/cpu-reference.ts: a fixed JavaScript workload in Node; lower is faster; compares the machine's speed between runs)`,
    '',
    '## Figures',
    '',
    `| ${HEADER.join(' | ')} |`,
    `| ${HEADER.map(() => '---').join(' | ')} |`,
    ...tableRows(outcomes).map((r) => `| ${r.map(cell).join(' | ')} |`),
    '',
    '## Notes',
    '',
  ];
  for (const o of outcomes) {
    out.push(`### ${o.title} (\`${o.id}\`)`, '');
    if (o.error) out.push('**Failed:**', '', '```', o.error, '```', '');
    const noted = o.figures.filter((f) => f.note);
    for (const f of noted) out.push(`- **${f.name}** (${formatValue(f)}): ${f.note}`);
    if (noted.length) out.push('');
  }
  out.push(changes.trimEnd(), '');
  return out.join('\n');
}
