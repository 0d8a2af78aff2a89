/** Queue rows and answers as the server sends them, for the collections tests. */
import { bucketOf, riskLevel } from '@rentline/sync-protocol/rules';
import type { CollectionAccount, CollectionQueueResponse } from '@rentline/sync-protocol/wire';

export const CONTACT_ID = '01890a5d-ac96-774b-bcce-b302099a8057';

export function accountRow(
  n: number,
  overrides: Partial<CollectionAccount> = {},
): CollectionAccount {
  const days = overrides.days_late ?? 10;
  const risk = overrides.risk ?? 40;
  return {
    customer_id: n,
    customer_name: `Customer ${n}`,
    contact_id: CONTACT_ID,
    phone: '(555) 010-0000',
    email: `customer${n}@example.com`,
    address: '1 Main St, Springfield',
    agreements: [{ id: 100 + n, custom_agreement_id: `AGR-2026-${String(n).padStart(5, '0')}` }],
    days_late: days,
    bucket: bucketOf(days),
    amount_past_due: 100,
    past_due: [
      {
        agreement_id: 100 + n,
        custom_agreement_id: `AGR-2026-${String(n).padStart(5, '0')}`,
        due_date: '2026-11-17',
        amount_due: 100,
        days_late: days,
      },
    ],
    recent_payments: [],
    on_time_share: 0.5,
    risk,
    risk_level: riskLevel(risk),
    last_contact_at: null,
    last_outcome: null,
    promise_follow_up_id: null,
    promise_date: null,
    promise_amount: null,
    promise_state: null,
    visit_follow_up_id: null,
    visit_date: null,
    assigned_employee_id: null,
    next_action: 'Call',
    ...overrides,
  };
}

export function queueAnswer(
  accounts: CollectionAccount[],
  overrides: Partial<CollectionQueueResponse> = {},
): CollectionQueueResponse {
  return {
    accounts,
    total_count: accounts.length,
    has_more: false,
    as_of_day: '2026-11-27',
    generated_at: '2026-11-27T12:00:00.000Z',
    ...overrides,
  };
}
