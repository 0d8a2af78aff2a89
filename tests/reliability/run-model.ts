/**
 * Runs the model test (tests/reliability/model.test.ts) for longer:
 *   npx tsx tests/reliability/run-model.ts --cases 2000 [--seed N]
 * sets MODEL_CASES / MODEL_SEED and runs that one file with Vitest (its timeout grows with the cases).
 */
import { spawn } from 'node:child_process';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0) return process.argv[i + 1];
  const inline = process.argv.find((a) => a.startsWith(`--${name}=`));
  return inline?.slice(name.length + 3);
}

const cases = option('cases') ?? '200';
const seed = option('seed');
if (!/^\d+$/.test(cases) || (seed !== undefined && !/^-?\d+$/.test(seed))) {
  console.error('usage: run-model.ts [--cases N] [--seed N]');
  process.exit(2);
}

const env = {
  ...process.env,
  MODEL_CASES: cases,
  ...(seed !== undefined ? { MODEL_SEED: seed } : {}),
};
// The model test is in the reliability-long project (vitest.config.ts). The config lets an empty
// project pass; here a run that finds no test file fails instead of reporting success.
const child = spawn(
  'npx',
  [
    'vitest',
    'run',
    '--project',
    'reliability-long',
    '--passWithNoTests=false',
    'tests/reliability/model.test.ts',
  ],
  { stdio: 'inherit', env },
);
child.on('exit', (code) => process.exit(code ?? 1));
