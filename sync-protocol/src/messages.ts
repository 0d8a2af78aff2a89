/** The product's words, as SPEC.md sections 5 and 8 give them. Used word for word. */

export const VALIDATION = {
  fillAllFields: 'Please fill in all fields',
  contactSelectionRequired: 'Contact selection is required',
  nextAccountDueDateRequired: 'Next account due date is required',
  acknowledgeAgreement:
    'Please acknowledge that you have printed and will issue this agreement to the customer',
  paymentFieldsRequired: 'Please select customer, agreement, and enter payment amount',
  validPaymentAmount: 'Please enter a valid payment amount',
  validEmail: 'Please enter a valid email address',
  emailRequired: 'Email is required',
  fullNameRequired: 'Full name is required',
  addressRequired: 'Address is required',
  primaryPhoneRequired: 'Primary phone is required',
  imageTooLarge: 'Image size must be less than 5MB',
  imageInvalid: 'Please select a valid image file',
  contactRequired: 'Contact is required',
  initialEngagementRequired: 'Initial engagement is required',
  employeeRequired: 'Employee is required',
  dateTimeRequired: 'Date and time is required',
  requiredEngagementRequired: 'Required engagement is required',
  statusRequired: 'Status is required',
  engagementIdRequired: 'Engagement ID is required',
  contactTypeRequired: 'Contact type is required',
  nameRequired: 'Name is required',
  costPositive: 'Cost must be positive',
  retailPricePositive: 'Retail price must be positive',
  unitsNonNegative: 'Units must be non-negative',
  itemNameRequired: 'Item name is required',
  procurementDateRequired: 'Procurement date is required',
  procurementDateFuture: 'Procurement date cannot be in the future',
  validPositiveNumber: 'Must be a valid positive number',
  categoryRequired: 'Category is required',
  vendorRequired: 'Vendor is required',
  earlyPurchaseOption: 'Early purchase discount must be 25 or 40',
} as const;

const RECORD_DELETED = 'This record was deleted on the server';

export const ERRORS = {
  authenticationRequired: 'Authentication required',
  signInFailed: 'Sign in failed',
  invalidCredentials: 'Invalid email or password',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
  networkError: 'Network error. Please check your connection.',
  notFound: 'Not found',
  internal: 'Something went wrong on the server. Please try again.',
  bodyTooLarge: 'Request body is too large',
  recordDeleted: RECORD_DELETED,
  /** A write that names a deleted record (a follow-up's engagement, an engagement's contact). */
  referenceDeleted: (kind: string) => `The ${kind} was deleted: ${RECORD_DELETED}`,
  contactHasCustomer: 'This contact has a customer account and cannot be deleted.',
  idempotencyKeyRequired: 'An Idempotency-Key header (a UUID made once per attempt) is required',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request',
  idempotencyKeyInProgress:
    'A request with this Idempotency-Key is still being processed. Please try again shortly.',
} as const;

export const TOASTS = {
  contactCreated: 'Contact created successfully!',
  contactCreateFailed: 'Failed to create contact',
  contactUpdated: 'Contact updated successfully!',
  contactDeleted: 'Contact deleted successfully!',
  contactDeleteFailedTitle: 'Cannot Delete Contact',
  fetchContactsFailed: 'Failed to fetch contacts',
  customerCreateFailed: 'Failed to create customer account',
  customerCreated: (name: string) => `Customer account created for ${name}`,
  agreementCreated: 'Lease Purchase Agreement created successfully',
  agreementCreateFailed: 'Failed to create agreement',
  paymentFormOpened: 'Payment Form Opened',
  paymentFormOpenedBody: 'Complete your payment in the new window that opened.',
  popupBlocked: 'Popup Blocked',
  popupBlockedBody: 'Please allow popups and try again.',
  paymentSessionFailed: 'Failed to create payment session',
  engagementCreated: 'Engagement created successfully',
  engagementCreateFailed: 'Failed to create engagement',
  followUpCreated: 'Follow-up engagement created successfully',
  followUpCreateFailed: 'Failed to create follow-up engagement',
  followUpUpdated: 'Follow-up updated successfully',
  followUpUpdateFailed: 'Failed to update follow-up',
  followUpDeleted: 'Follow-up deleted successfully',
  followUpDeleteFailed: 'Failed to delete follow-up',
  engagementUpdated: 'Engagement updated successfully',
  engagementUpdateFailed: 'Failed to update engagement',
  engagementDeleted: (followUps: number) =>
    followUps > 0
      ? `Engagement deleted successfully (${followUps} follow-ups also deleted)`
      : 'Engagement deleted successfully',
  engagementDeleteFailed: 'Failed to delete engagement',
  todayCalendarFailed: 'Failed to fetch today calendar',
  scheduleLoadFailed: 'Failed to load schedule',
  todayEventsFailed: "Unable to load today's events",
  noEmployeeId: 'No employee ID found',
  imageUploaded: 'Image uploaded successfully',
  itemAndImageUpdated: 'Item and image updated successfully',
  itemUpdated: 'Item updated successfully',
  itemAndImageUploaded: 'Item and image uploaded successfully!',
  itemCreated: 'Item created successfully!',
  itemDeleted: 'Item Deleted',
  itemUpdateFailed: 'Failed to update item',
  imageUploadFailed: 'Failed to upload image',
  itemDeleteFailed: 'Failed to delete item',
  itemCreateFailed: 'Failed to create item. Please try again.',
  itemCreatedImageFailed: 'Item created but image upload failed. You can add images later.',
} as const;

/** Item image upload refusals (server and client say the same). */
export const UPLOAD = {
  missing: 'Please choose an image to upload',
  tooLarge: 'Image must be 5MB or smaller',
  wrongType: 'Please upload a PNG, JPG, GIF or WEBP image',
  unreadable: 'The upload could not be read. Please try again.',
} as const;
