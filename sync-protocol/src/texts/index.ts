/**
 * `@rentline/sync-protocol/texts`: the words the product shows people, word for word from the
 * spec (form refusals, errors, toasts, labels), the same on the tablet and the server. Plain
 * strings and functions of their values: a text imports nothing of this package but the money
 * and number formatting (`../money`), and types.
 */
export * from './agreements';
export * from './bounds';
export * from './card-payments';
export * from './collections';
export * from './end-of-day';
export * from './errors';
export * from './exceptions';
export * from './inventory';
export * from './money';
export * from './reports';
export * from './roles';
export * from './settings';
export * from './toasts';
export * from './upload';
export * from './validation';
