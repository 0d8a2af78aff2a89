/** Lookup tables of the demo store: contact and engagement types, statuses, categories, vendors. */
import { CONTACT_TYPES, EXCEPTION_TYPES, FOLLOW_UP_STATUSES } from '@rentline/sync-protocol/rules';
import { INITIAL_ENGAGEMENT_TYPES, REQUIRED_ENGAGEMENT_TYPES } from './catalog/engagements';
import { CATEGORIES, VENDORS } from './catalog/inventory';
import type { Row } from './insert';

export const CATEGORY_NAMES: readonly string[] = CATEGORIES.map((c) => c.name);
export const VENDOR_NAMES: readonly string[] = VENDORS;
export const EXCEPTION_TYPE_NAMES: readonly string[] = [...EXCEPTION_TYPES, 'Returned Check'];

/** Id of a lookup row: its position in the list, from 1. */
export const lookupId = (names: readonly string[], name: string) => names.indexOf(name) + 1;

const named = (names: readonly string[], version?: () => number): Row[] =>
  names.map((name, i) => ({ id: i + 1, name, ...(version && { version: version() }) }));

export const contactTypeRows = (version: () => number) => named(CONTACT_TYPES, version);

/** Ids from the sequence: the migrations already wrote the collections' types (issue 22). */
export const engagementTypeRows = (version: () => number): Row[] =>
  [
    ...INITIAL_ENGAGEMENT_TYPES.map((name) => [name, 'initial'] as const),
    ...REQUIRED_ENGAGEMENT_TYPES.map((name) => [name, 'required'] as const),
  ].map(([name, kind]) => ({ name, kind, version: version() }));

export const followUpStatusRows = (version: () => number): Row[] =>
  FOLLOW_UP_STATUSES.map((name, i) => ({ id: i + 1, name, sort_order: i + 1, version: version() }));

export const categoryRows = (version: () => number) => named(CATEGORY_NAMES, version);
export const vendorRows = (version: () => number) => named(VENDOR_NAMES, version);
/** Exception types are not replicated: no version. */
export const exceptionTypeRows = () => named(EXCEPTION_TYPE_NAMES);
