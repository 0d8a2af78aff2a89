/**
 * The trimmed Chakra system (theme.ts, theme-recipes.ts) keeps the recipe of every Chakra
 * component the app imports: for each name imported from '@chakra-ui/react' under client/src,
 * the recipe keys its component (and the Chakra components it renders) asks for are read from
 * Chakra's own files, and every key the default system knows must be in ours.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defaultSystem } from '@chakra-ui/react';
import { system } from './theme';

const srcDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const chakraEsm = join(
  dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json')),
  'dist/esm',
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every value name the app imports from '@chakra-ui/react'. */
function importedNames(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const part of m[1].split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0];
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
  }
  return names;
}

/** Chakra's index: exported name -> the component file it comes from. */
function exportFiles(): Map<string, string> {
  const index = readFileSync(join(chakraEsm, 'index.js'), 'utf8');
  const namespaces = new Map(
    [...index.matchAll(/import \* as (\S+) from '(\.\/components\/[^']+)'/g)].map((m) => [
      m[1],
      m[2],
    ]),
  );
  const files = new Map<string, string>();
  for (const m of index.matchAll(/export \{([^}]*)\} from '(\.\/components\/[^']+)'/g)) {
    for (const part of m[1].split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) files.set(name, join(chakraEsm, m[2]));
    }
  }
  for (const m of index.matchAll(/export \{ (\S+) as (\w+) \};/g)) {
    const from = namespaces.get(m[1]);
    if (from) files.set(m[2], join(chakraEsm, from));
  }
  return files;
}

/** The recipe keys a Chakra component asks for, following the Chakra components it imports. */
function recipeKeys(componentDir: string, seen = new Set<string>()): Set<string> {
  const keys = new Set<string>();
  if (seen.has(componentDir)) return keys;
  seen.add(componentDir);
  for (const name of readdirSync(componentDir).filter((f) => f.endsWith('.js'))) {
    const text = readFileSync(join(componentDir, name), 'utf8');
    for (const m of text.matchAll(/key: "(\w+)"/g)) keys.add(m[1]);
    for (const m of text.matchAll(/from '\.\.\/([\w-]+)\//g)) {
      for (const key of recipeKeys(join(componentDir, '..', m[1]), seen)) keys.add(key);
    }
  }
  return keys;
}

describe('the Chakra system', () => {
  it('has the recipe of every Chakra component the app uses', () => {
    const files = exportFiles();
    const used = [...importedNames()].filter((name) => files.has(name));
    expect(used).toContain('Button');
    expect(used).toContain('Dialog');

    const missing: string[] = [];
    for (const name of used) {
      for (const key of recipeKeys(dirname(files.get(name) as string))) {
        const known = defaultSystem.isRecipe(key) || defaultSystem.isSlotRecipe(key);
        const ours = system.isRecipe(key) || system.isSlotRecipe(key);
        if (known && !ours) missing.push(`${name}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('leaves out recipes nothing uses', () => {
    expect(defaultSystem.isSlotRecipe('datePicker')).toBe(true);
    expect(system.isSlotRecipe('datePicker')).toBe(false);
  });
});
