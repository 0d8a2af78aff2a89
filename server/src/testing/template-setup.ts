/**
 * Vitest globalSetup: builds the migrated databases (template-database.ts) once, before the
 * workers start, so parallel test files copy them instead of each migrating or racing to build.
 */
import { ensureMigratedPgliteDump, ensureMigratedTemplate } from './template-database';

export default async function setup() {
  await ensureMigratedPgliteDump();
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) await ensureMigratedTemplate(adminUrl);
}
