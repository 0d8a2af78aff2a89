/**
 * `@rentline/sync-protocol/wire`: what crosses the network, as zod schemas and the types inferred
 * from them: request bodies and queries, answers, the replicated entities' rows and their
 * mutations' args, the sync envelope. Every exported `*Schema` of the package is here (the
 * OpenAPI document and the request schemas' column check enumerate this module). Schemas read
 * their bounds and option lists from the rules and their messages from the texts.
 */
export * from './agreement';
export * from './agreement-lifecycle';
export * from './auth';
export * from './calendar';
export * from './card-payments';
export * from './collections';
export * from './common';
export * from './contact';
export * from './contact-rest';
export * from './customer';
export * from './dashboard';
export * from './end-of-day';
export * from './engagement';
export * from './engagement-rest';
export * from './exception';
export * from './flow-item';
export * from './flow-item-rest';
export * from './follow-up';
export * from './follow-up-rest';
export * from './hub';
export * from './ledger';
export * from './lookups';
export * from './mutations';
export * from './payment';
export * from './payment-take';
export * from './receipt';
export * from './replicated-schemas';
export * from './report-trends';
export * from './reports';
export * from './roles';
export * from './ssn-seal';
export * from './store-settings';
export * from './sync';
