/**
 * Business constants and option lists of SPEC.md section 9 and section 3.
 * Everything that is a number or a fixed list in the product lives here, once.
 */

export const PRODUCT_NAME = 'Rentline Portal';
export const LESSOR_NAME = 'Rentline Leasing LLC';
export const PLATFORM_VERSION = 'v1.0';

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

/** The store's time zone when none is configured (server STORE_TIME_ZONE; the client until it reads the server's). */
export const DEFAULT_STORE_TIME_ZONE = 'America/New_York';

export const SEARCH_DEBOUNCE_MS = 300;
export const CONTACT_CACHE_MS = 5 * 60 * 1000;
export const CALENDAR_TODAY_REFETCH_MS = 5 * 60 * 1000;
export const TODAY_WIDGET_MAX_EVENTS = 4;

export const TOAST = { durationMs: 5000, swipeThresholdPx: 50, hotkey: 'F8' } as const;
export const SIGN_IN_CHECK_MS = 300;
export const SIGN_IN_RETRY_MS = 200;
export const NOTIFICATION_BADGE_COUNT = 3;

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const ITEM_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const ITEM_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const ITEM_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp'] as const;

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

export const MODULE_MARKERS = ['Core', 'Connect', 'Pulse', 'Flow'] as const;
export type ModuleMarker = (typeof MODULE_MARKERS)[number];

export const AGREEMENT_DEFAULTS = {
  totalCost: 1000,
  totalCostAfterDiscount: 850,
  sacPrice: 800,
  sacPeriod: 90,
  earlyPurchaseDiscount: '25',
  activationFee: 7.5,
  lateFee: 5,
  virtualPmt: 2,
  pmtFld: 5,
  svcFee: 5,
  feldVisit: 15,
} as const;

export const GOOD_CUSTOMER = { discountPercent: 15, onTimeShare: 0.85 } as const;
/** Early purchase price as a share of the remaining total cost, by discount option. */
export const EARLY_PURCHASE_SHARE = { '25': 0.75, '40': 0.6 } as const;
export const EARLY_PURCHASE_OPTIONS = ['25', '40'] as const;
export const REINSTATEMENT_DAYS = {
  Weekly: 2,
  Biweekly: 2,
  Monthly: 5,
  'Semi-monthly': 5,
} as const;
export const RENTAL_TERMS = ['Weekly', 'Biweekly', 'Monthly', 'Semi-monthly'] as const;
export const CUSTOMER_FREQUENCY_LABELS = ['Monthly', 'Weekly', 'Bi-weekly', 'Quarterly'] as const;
export const LESSOR_SIGNATURE_MEMBERS = [
  'Marcus Bell',
  'Dana Whitfield',
  'Luis Ortega',
  'Priya Raman',
] as const;

export const CONTACT_TYPES = [
  'Sales Contact',
  'Customer',
  'Staff Member',
  'Customer Reference',
  'Customer Employer',
  'Third Party Provider',
  'Vendor/Manufacturer',
] as const;
export const CONTACT_STATUSES = ['Active', 'Inactive'] as const;
export const HOURS_STATUSES = ['Full-time', 'Part-time', 'Contract', 'Self-employed'] as const;
export const PAYMENT_FREQUENCIES = ['Weekly', 'Bi-weekly', 'Monthly', 'Annually'] as const;
export const PAYMENT_METHODS = ['ACH', 'Check', 'Cash', 'Credit Card', 'Debit Card'] as const;
export const FOLLOW_UP_STATUSES = ['Scheduled', 'In Progress', 'Completed', 'Cancelled'] as const;
export const DEFAULT_FOLLOW_UP_STATUS = 'Scheduled';
export const DEFAULT_CONTACT_STATUS = 'Active';
export const ACCOUNT_STATUSES = ['Active', 'Inactive'] as const;

/**
 * An item's status. Reserved, On Rent, Returned, Sold and Charged Off are set by its agreement's
 * lifecycle (agreement-lifecycle.ts); a returned unit goes back to In-Stock after its inspection.
 */
export const FLOW_ITEM_STATUSES = [
  'In-Stock',
  'Reserved',
  'On Rent',
  'Returned',
  'Sold',
  'Charged Off',
  'Maintenance',
  'Out of Order',
] as const;
/** The statuses a new item can be given (SPEC.md, New item); the rest come from agreements. */
export const FLOW_ITEM_NEW_STATUSES = [
  'In-Stock',
  'On Rent',
  'Maintenance',
  'Out of Order',
] as const;
export const FLOW_ITEM_EDIT_STATUSES = ['In-Stock', 'On Rent'] as const;
export const FLOW_STATUS_LABELS: Record<(typeof FLOW_ITEM_STATUSES)[number], string> = {
  'In-Stock': 'In Stock',
  Reserved: 'Reserved',
  'On Rent': 'On Rent',
  Returned: 'Returned',
  Sold: 'Sold',
  'Charged Off': 'Charged Off',
  Maintenance: 'Maintenance',
  'Out of Order': 'Out of Order',
};
export const DEFAULT_FLOW_STATUS = 'In-Stock';
export const ITEM_CONDITIONS = ['New', 'Like New', 'Good', 'Fair', 'Poor'] as const;
export const FLOW_SORT_COLUMNS = [
  'name',
  'status',
  'procurement_date',
  'category_name',
  'vendor_name',
  'our_cost',
  'retail_price',
] as const;

export const EXCEPTION_TYPES = [
  'Payment Failed',
  'Insufficient Funds',
  'Disputed',
  'Chargeback',
] as const;

export const SYNC = {
  pushBatchSize: 250,
  pullPageSize: 1000,
  /**
   * A bootstrap's pages: five times fewer IndexedDB transactions for a whole replica, and sent
   * gzipped (about 1.6 MB a page), no more on the wire than an uncompressed page of 1,000.
   */
  bootstrapPageSize: 5000,
  /**
   * A bootstrap's first page, small so a weak signal shows progress at once (about 10 KB
   * gzipped), and its smallest; each page after it is sized by the rate the last one came, at
   * most `bootstrapPageGrowth` times larger, up to `bootstrapPageSize` (client sync/page-size.ts).
   * A resumed bootstrap goes on with the size it learned.
   */
  bootstrapFirstPageSize: 100,
  bootstrapPageGrowth: 4,
  pullPageMax: 5000,
  /** Push bodies may carry contact photos (base64, up to 5 MB each). */
  pushBodyLimit: '12mb',
} as const;

/**
 * The header every money-writing request carries (POST /api/payments, POST
 * /api/elavon/payment-session): a UUID the client makes once per attempt and sends again with
 * every retry of it. The server answers a repeat with the first answer and records nothing new.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * The header naming one request in the server's log: the client makes one per call (a UUID),
 * the server keeps a well-formed one (else makes its own) and answers with it, so a failure a
 * tablet shows can be found in the log.
 */
export const REQUEST_ID_HEADER = 'X-Request-Id';
