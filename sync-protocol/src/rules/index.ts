/**
 * `@rentline/sync-protocol/rules`: the business rules both sides apply and the values they name
 * (pricing, the agreement lifecycle, collections risk, tenders and the ledger's kinds, roles,
 * column bounds, the replicated entities, option lists, statuses, limits and timings). Plain
 * data and pure functions, no zod, so a screen may read them without loading the schemas. A rule
 * may use the texts (`../texts`) for the words it answers in, and the wire's types only.
 */
export * from './agreement-lifecycle';
export * from './agreement-pricing';
export * from './agreement-rules';
export * from './agreement-terms';
export * from './calendar-dates';
export * from './card-payments';
export * from './collections';
export * from './column-bounds';
export * from './columns';
export * from './exceptions';
export * from './http';
export * from './images';
export * from './inventory';
export * from './ledger';
export * from './options';
export * from './payments';
export * from './product';
export * from './replicated';
export * from './reports';
export * from './roles';
export * from './ssn-seal';
export * from './store-settings';
export * from './sync';
export * from './tenders';
export * from './ui';
