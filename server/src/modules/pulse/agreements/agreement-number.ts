/**
 * Agreement numbers: 'AGR-<year>-<5 digits>', one after the highest of the year, taken under a
 * transaction-scoped lock so two agreements created at once never share one.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { sql } from 'kysely';
import { typed } from '../../../db/kysely';

/** Serialises agreement numbering between concurrent creations (transaction-scoped lock). */
const NUMBERING_LOCK = 7_301_001;

/** 'AGR-<year>-<5 digits>', the next number of the year. */
export async function nextAgreementNumber(em: EntityManager, year: string): Promise<string> {
  const k = typed(em);
  await k
    .selectNoFrom((eb) => eb.fn('pg_advisory_xact_lock', [eb.lit(NUMBERING_LOCK)]).as('locked'))
    .execute();
  const { n } = await k
    .selectFrom('agreements')
    .select((eb) =>
      sql<number>`coalesce(max(substring(${eb.ref('custom_agreement_id')} from 10)::int), 0)`.as(
        'n',
      ),
    )
    .where('custom_agreement_id', '~', `^AGR-${year}-[0-9]{5,}$`)
    .executeTakeFirstOrThrow();
  return `AGR-${year}-${String(n + 1).padStart(5, '0')}`;
}
