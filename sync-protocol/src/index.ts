/**
 * Every export of the package at once, for code not yet moved to the subpaths (wire, rules,
 * texts, money); removed once nothing imports it.
 */
export * from './money';
export * from './rules';
export * from './texts';
export * from './wire';
