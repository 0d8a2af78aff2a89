/**
 * The demo data set, built step by step. The steps share seeded streams (context.ts), so their
 * order is part of the data: moving a step changes the rows it and later steps draw.
 */
import { planEndings, fitScheduleSize } from './agreement-endings';
import { createAgreements, numberAgreements, setActivations } from './agreements';
import { dateContacts, generateContacts } from './contacts';
import type { DemoContext } from './context';
import type { Dataset } from './dataset';
import { addCollectionWork } from './collections';
import { chooseDelinquents } from './delinquency';
import { generateEmployees } from './employees';
import { generateEngagements } from './engagements';
import { generateExceptions } from './exceptions';
import { generateItems } from './inventory';
import { collectPayments, numberPayments } from './payments';
import { calibratePayments, furnishAgreements, grantDiscounts } from './pricing';
import { buildSchedules, openDueNext7Days } from './schedules';
import { settleUnits } from './units';
import { buildDemoLedger } from './ledger';

export function generateDataset(ctx: DemoContext, includeDemoAccounts: boolean): Dataset {
  const employees = generateEmployees(ctx, includeDemoAccounts);
  const items = generateItems(ctx);
  const { contacts, customers } = generateContacts(ctx);

  // Agreements: shape, dates and length, items and raw price, who falls behind, where each unit
  // is, then the money.
  const agreements = createAgreements(ctx, customers);
  setActivations(ctx, agreements);
  planEndings(ctx, agreements);
  fitScheduleSize(ctx, agreements);
  furnishAgreements(ctx, agreements, items);
  chooseDelinquents(ctx, customers);
  settleUnits(ctx, agreements, items);
  grantDiscounts(ctx, agreements);
  calibratePayments(ctx, agreements);

  // Schedules and payments.
  buildSchedules(ctx, agreements);
  openDueNext7Days(ctx, agreements);
  const payments = collectPayments(ctx, agreements);

  // Ids, dates and derived fields.
  numberAgreements(ctx, agreements);
  numberPayments(agreements, payments);
  const ledger = buildDemoLedger(ctx, agreements, payments);
  dateContacts(ctx, contacts, customers);

  const exceptions = generateExceptions(ctx, agreements, payments);
  const { engagements, followUps } = generateEngagements(
    ctx,
    { contacts, employees, includeDemoAccounts },
    items,
  );
  addCollectionWork(ctx, { customers, employees, includeDemoAccounts }, { engagements, followUps });
  return {
    employees,
    contacts,
    customers,
    items,
    agreements,
    payments,
    ledger,
    exceptions,
    engagements,
    followUps,
  };
}
