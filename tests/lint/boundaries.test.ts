/**
 * The import boundaries of CONVENTIONS.md point 6 are lint errors (eslint.config.js,
 * eslint/client-boundaries.js): each zone is fed a violating import, as `npm run lint` would
 * see it in that file, and must answer with its message; the same file importing what it may
 * must pass.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

const FEATURE_VIA_API = 'A feature uses another feature only through its api/';
const NO_LOCAL_DATA = 'Feature components never touch Dexie, local-db or the sync engine';
const SHARED_NO_FEATURES = 'Shared layers (sync, local-db, api, ui, lib) never import a feature';
const SHARED_NO_LOCAL_DATA = 'ui/ and lib/ never touch Dexie, local-db or the sync engine';
const APP_ONLY = 'Only app/ may use app/';
const RESOURCES_NO_SYNC = 'Resources never import sync';
const PROTOCOL_LAYERS = 'the layers are money <- texts <- rules <- wire';
const RELATIVE_IN_NODE = "where the client's @/ alias does not resolve";

/** The boundary messages ESLint gives `code` written in the file at `path`. */
async function boundaryErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: `${root}${path}` });
  return result!.messages
    .filter((m) =>
      [
        'boundaries/dependencies',
        'no-restricted-imports',
        '@typescript-eslint/no-restricted-imports',
      ].includes(m.ruleId ?? ''),
    )
    .map((m) => m.message);
}

/** The imported modules must exist: an import the resolver cannot follow proves nothing. */
function existing(...paths: string[]) {
  for (const path of paths) expect(existsSync(`${root}${path}`), path).toBe(true);
}

describe('client: a feature uses another feature only through its api/', () => {
  const calendar = 'client/src/features/core/calendar/calendar-page.tsx';
  const dialog = 'client/src/features/core/engagements/components/create-engagement-dialog.tsx';
  const api = 'client/src/features/core/engagements/api/create-engagement.ts';

  it("fails when a feature imports another feature's component, by alias or relative path", async () => {
    existing(calendar, dialog);
    for (const code of [
      "import { CreateEngagementDialog } from '@/features/core/engagements/components/create-engagement-dialog';",
      "import { CreateEngagementDialog } from '../engagements/components/create-engagement-dialog';",
      "export const load = () => import('@/features/core/engagements/components/create-engagement-dialog');",
    ]) {
      const errors = await boundaryErrors(calendar, code);
      expect(errors, code).toHaveLength(1);
      expect(errors[0]).toContain(FEATURE_VIA_API);
    }
  });

  it("fails when a feature imports another feature's helper outside api/", async () => {
    existing('client/src/features/pulse/agreements/agreement-status.ts');
    const errors = await boundaryErrors(
      'client/src/features/pulse/customers/customer-page.tsx',
      "import { sacActive } from '@/features/pulse/agreements/agreement-status';",
    );
    expect(errors).toEqual([expect.stringContaining(FEATURE_VIA_API)]);
  });

  it("passes through the other feature's api/, and inside the feature itself", async () => {
    existing(api);
    expect(
      await boundaryErrors(
        calendar,
        "import { createEngagement } from '@/features/core/engagements/api/create-engagement';",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'client/src/features/core/engagements/engagements-page.tsx',
        "import { CreateEngagementDialog } from './components/create-engagement-dialog';",
      ),
    ).toEqual([]);
  });

  it("lets a test use another feature's testing/ helpers, nothing else of it", async () => {
    const test = 'client/src/features/core/calendar/calendar-page.test.tsx';
    expect(
      await boundaryErrors(
        test,
        "import { engagementRow } from '@/features/core/engagements/testing/factories';",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        test,
        "import { CreateEngagementDialog } from '@/features/core/engagements/components/create-engagement-dialog';",
      ),
    ).toEqual([expect.stringContaining(FEATURE_VIA_API)]);
  });
});

describe('client: feature components never touch Dexie, local-db or the sync engine', () => {
  const component = 'client/src/features/core/contacts/components/contact-card.tsx';

  it.each([
    ['dexie', "import Dexie from 'dexie';"],
    ['dexie-react-hooks', "import { useLiveQuery } from 'dexie-react-hooks';"],
    ['local-db', "import { localDb } from '@/local-db/app-db';"],
    ['local-db (a type)', "import type { ContactSummary } from '@/local-db/contact-summary';"],
    ['the sync engine', "import { mutate } from '@/sync';"],
    ['the sync engine (relative)', "import { mutate } from '../../../../sync';"],
  ])('fails when a component imports %s', async (_what, code) => {
    expect(await boundaryErrors(component, code)).toEqual([expect.stringContaining(NO_LOCAL_DATA)]);
  });

  it("also in a feature's page outside components/", async () => {
    expect(
      await boundaryErrors(
        'client/src/features/core/contacts/contacts-list-page.tsx',
        "import { localDb } from '@/local-db/app-db';",
      ),
    ).toEqual([expect.stringContaining(NO_LOCAL_DATA)]);
  });

  it("passes in the feature's api/ and in its tests", async () => {
    for (const path of [
      'client/src/features/core/contacts/api/use-contact.ts',
      'client/src/features/core/contacts/contacts-pages.test.tsx',
    ]) {
      expect(
        await boundaryErrors(
          path,
          "import Dexie from 'dexie';\nimport { localDb } from '@/local-db/app-db';\nimport { mutate } from '@/sync';",
        ),
        path,
      ).toEqual([]);
    }
  });
});

describe('client: the layers below features', () => {
  it.each([
    ['client/src/ui/list-states.tsx'],
    ['client/src/lib/format.ts'],
    ['client/src/api/http.ts'],
    ['client/src/sync/engine.ts'],
    ['client/src/local-db/contacts.ts'],
  ])('%s may not import a feature or app/', async (path) => {
    const errors = await boundaryErrors(
      path,
      "import { ContactCard } from '@/features/core/contacts/components/contact-card';\nimport { routes } from '@/app/router';",
    );
    // (local-db and sync are also told to import relatively: a zone of its own, below.)
    expect(errors.filter((e) => !e.includes(RELATIVE_IN_NODE))).toEqual([
      expect.stringContaining(SHARED_NO_FEATURES),
      expect.stringContaining(SHARED_NO_FEATURES),
    ]);
  });

  it.each([['client/src/ui/list-states.tsx'], ['client/src/lib/format.ts']])(
    '%s may not touch Dexie, local-db or sync',
    async (path) => {
      const errors = await boundaryErrors(
        path,
        "import Dexie from 'dexie';\nimport { localDb } from '@/local-db/app-db';\nimport { mutate } from '@/sync';",
      );
      expect(errors).toEqual(Array(3).fill(expect.stringContaining(SHARED_NO_LOCAL_DATA)));
    },
  );

  it('a feature may not import app/', async () => {
    expect(
      await boundaryErrors(
        'client/src/features/hub/hub-page.tsx',
        "import { routes } from '@/app/router';",
      ),
    ).toEqual([expect.stringContaining(APP_ONLY)]);
  });
});

describe('client: local-db and the sync engine import relatively (they also run in Node)', () => {
  it.each([
    ['client/src/local-db/table-rows.ts', "import { lowerBound } from '@/lib/lower-bound';"],
    ['client/src/sync/push.ts', "import { localDb } from '@/local-db/app-db';"],
  ])('%s may not import by the alias: %s', async (path, code) => {
    existing('client/src/lib/lower-bound.ts', 'client/src/local-db/app-db.ts');
    expect(await boundaryErrors(path, code)).toEqual([expect.stringContaining(RELATIVE_IN_NODE)]);
  });

  it('passes a relative import there', async () => {
    expect(
      await boundaryErrors(
        'client/src/local-db/table-rows.ts',
        "import { lowerBound } from '../lib/lower-bound';",
      ),
    ).toEqual([]);
  });
});

describe('server: resources never import sync', () => {
  it('fails when a resource module imports the sync code', async () => {
    existing('server/src/sync/push.ts');
    expect(
      await boundaryErrors(
        'server/src/modules/contacts/contacts.routes.ts',
        "import { handlePush } from '../../sync/push';",
      ),
    ).toEqual([expect.stringContaining(RESOURCES_NO_SYNC)]);
  });
});

describe('sync-protocol: money <- texts <- rules <- wire', () => {
  it.each([
    ['sync-protocol/src/money/cents.ts', "import { ERRORS } from '../texts/errors';"],
    ['sync-protocol/src/texts/errors.ts', "import { COLUMNS } from '../rules/columns';"],
    ['sync-protocol/src/texts/errors.ts', "import { z } from 'zod';"],
    ['sync-protocol/src/rules/columns.ts', "import { uuidSchema } from '../wire/common';"],
    ['sync-protocol/src/rules/columns.ts', "import { z } from 'zod';"],
    ['sync-protocol/src/rules/columns.ts', "import { SYNC } from '../index';"],
  ])('%s may not import %s', async (path, code) => {
    existing(path);
    expect(await boundaryErrors(path, code)).toEqual([expect.stringContaining(PROTOCOL_LAYERS)]);
  });

  it('lets a layer import the layers below it, and any layer only the types of one above', async () => {
    existing('sync-protocol/src/wire/common.ts', 'sync-protocol/src/rules/roles.ts');
    expect(
      await boundaryErrors(
        'sync-protocol/src/wire/common.ts',
        "import { COLUMNS } from '../rules/columns';\nimport { ERRORS } from '../texts/errors';\nimport { toCents } from '../money/cents';",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'sync-protocol/src/rules/roles.ts',
        "import { ROLE_LABELS } from '../texts/roles';\nimport type { Contact } from '../wire/contact';\nimport type { z } from 'zod';",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'sync-protocol/src/texts/roles.ts',
        "import { formatCents } from '../money/cents';\nimport type { Role } from '../rules/roles';",
      ),
    ).toEqual([]);
  });
});
