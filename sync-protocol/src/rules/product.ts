/**
 * The product's names, and the store's time zone when none is configured (SPEC.md section 9).
 */
export const PRODUCT_NAME = 'Rentline Portal';
export const LESSOR_NAME = 'Rentline Leasing LLC';
export const PLATFORM_VERSION = 'v1.0';

export const MODULE_MARKERS = ['Core', 'Connect', 'Pulse', 'Flow'] as const;
export type ModuleMarker = (typeof MODULE_MARKERS)[number];

/** The store's time zone when none is configured (server STORE_TIME_ZONE; the client until it reads the server's). */
export const DEFAULT_STORE_TIME_ZONE = 'America/New_York';
