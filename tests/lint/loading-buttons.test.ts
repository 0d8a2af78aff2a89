/**
 * A Chakra button that is `loading` hides its label behind the spinner (visibility: hidden), so
 * a screen reader finds a button without a name until the work is done. eslint.config.js makes
 * such a button a lint error in the client unless it says what it is doing (`loadingText`) or
 * carries its own name (`aria-label`).
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: root });
const FILE = 'client/src/features/pulse/end-of-day/components/close-day-form.tsx';

async function loadingErrors(jsx: string): Promise<string[]> {
  const code = `import { Button } from '@chakra-ui/react';\nexport const B = ({ busy }: { busy: boolean }) => ${jsx};\n`;
  const [result] = await eslint.lintText(code, { filePath: `${root}${FILE}` });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('client: a loading button keeps a name', () => {
  it('fails on a button with `loading` and neither `loadingText` nor `aria-label`', async () => {
    for (const jsx of [
      '<Button loading={busy}>Save</Button>',
      '<Button type="submit" loading={busy} disabled={busy}>Save</Button>',
    ]) {
      const errors = await loadingErrors(jsx);
      expect(errors, jsx).toEqual([expect.stringContaining('needs `loadingText`')]);
    }
  });

  it('passes with `loadingText`, with `aria-label`, or without `loading`', async () => {
    for (const jsx of [
      '<Button loading={busy} loadingText="Saving...">Save</Button>',
      '<Button loading={busy} aria-label="Resolve exception 4">Resolve</Button>',
      '<Button disabled={busy}>Save</Button>',
    ]) {
      expect(await loadingErrors(jsx), jsx).toEqual([]);
    }
  });
});
