/**
 * `@rentline/sync-protocol/money`: money as integer cents and how amounts and numbers are written
 * ("$1,234.50"). Imports nothing, so the texts can write amounts with it.
 */
export * from './cents';
export * from './number-format';
