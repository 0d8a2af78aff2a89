/**
 * The image installs the server's production dependencies only (Dockerfile, runtime stage), and
 * the build keeps every package import external (server/scripts/build.ts): a package the server
 * or the code bundled into it imports but does not declare would fail only in production.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './config';

/** What ends up in server/dist: the server, the protocol it bundles, the migrations. */
const RUNTIME_SOURCES = ['server/src', 'sync-protocol/src', 'migrations'];
/** Needed without an import of ours: @koa/multer's peer dependency. */
const PEERS = new Set(['multer']);

function runtimeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : runtimeFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

const packageOf = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;

function importedPackages(): Set<string> {
  const builtins = new Set(builtinModules);
  const found = new Set<string>();
  for (const dir of RUNTIME_SOURCES)
    for (const file of runtimeFiles(join(REPO_ROOT, dir))) {
      const text = readFileSync(file, 'utf8');
      // `from 'pkg'` of an import (not a quoted word 'from', as in a zod issue's path ['from']).
      const specifiers = /(?:(?<!['"\w])from\s+|\bimport\(\s*|\bresolve\(\s*)'([^'.][^']*)'/g;
      for (const [, spec] of text.matchAll(specifiers)) {
        if (spec!.startsWith('node:') || builtins.has(spec!)) continue;
        found.add(packageOf(spec!));
      }
    }
  return found;
}

const declared = Object.keys(
  (
    JSON.parse(readFileSync(join(REPO_ROOT, 'server/package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    }
  ).dependencies,
);

describe('server/package.json', () => {
  const imported = importedPackages();

  it('declares every package the built server imports', () => {
    expect([...imported].filter((p) => !declared.includes(p))).toEqual([]);
  });

  it('declares no package the server does not use', () => {
    expect(declared.filter((p) => !imported.has(p) && !PEERS.has(p))).toEqual([]);
  });
});
