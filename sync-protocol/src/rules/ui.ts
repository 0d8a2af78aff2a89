/**
 * How the screens behave: page sizes, waits, counts and thresholds (SPEC.md section 9).
 */
export const PAGING = {
  customers: 50,
  agreements: 50,
  contacts: 50,
  contactPicker: 50,
  customerPicker: 1000,
  inventoryPicker: 20,
  customerAgreements: 100,
  flowItems: 20,
  /** The next page loads when the row this far from the end becomes visible. */
  infiniteScrollThreshold: 10,
} as const;

export const SEARCH_DEBOUNCE_MS = 300;
export const CONTACT_CACHE_MS = 5 * 60 * 1000;
export const CALENDAR_TODAY_REFETCH_MS = 5 * 60 * 1000;
export const TODAY_WIDGET_MAX_EVENTS = 4;

export const TOAST = { durationMs: 5000, swipeThresholdPx: 50, hotkey: 'F8' } as const;
export const SIGN_IN_CHECK_MS = 300;
export const SIGN_IN_RETRY_MS = 200;
export const NOTIFICATION_BADGE_COUNT = 3;

export const PAYMENT_ID_FALLBACK_LENGTH = 12;
export const TRUNCATE = {
  engagementList: 50,
  followUpsPerEngagement: 100,
  allFollowUps: 80,
} as const;

export const CALENDAR = {
  weekStartsOn: 0,
  weekFirstHour: 6,
  weekLastHour: 22,
  monthCellEvents: 3,
  weekCellEvents: 2,
} as const;

export const MARGIN_THRESHOLDS = { good: 40, fair: 20 } as const;
export const DASHBOARD_TOP_N = 5;
export const UPCOMING_DAYS = 7;
/** A customer is high risk when a scheduled payment is this many days or more overdue. */
export const HIGH_RISK_DAYS_OVERDUE = 30;

export const SKELETONS = { exceptionRows: 5, metricTiles: 4, listRows: 3 } as const;

/** How many closes the End of Day list shows. */
export const END_OF_DAY_LIST_SIZE = 90;
