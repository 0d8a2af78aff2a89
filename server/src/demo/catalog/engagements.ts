/**
 * Engagement vocabulary of the demo data: the initial and required engagement kinds, how often
 * each occurs, which follow-up each calls for and the note templates written for them.
 */

export const INITIAL_ENGAGEMENT_TYPES = [
  'Store Visit (Core)',
  'Phone Call (Core)',
  'Sales Inquiry (Connect)',
  'Marketing Follow-up (Connect)',
  'Payment Discussion (Pulse)',
  'Account Review (Pulse)',
  'Delivery (Flow)',
  'Pickup / Return (Flow)',
  'Walk-in',
] as const;
export type InitialEngagementType = (typeof INITIAL_ENGAGEMENT_TYPES)[number];

export const REQUIRED_ENGAGEMENT_TYPES = [
  'Payment Reminder (Pulse)',
  'Delivery Check (Flow)',
  'Courtesy Call (Core)',
  'Contract Renewal (Pulse)',
  'Service Visit (Flow)',
] as const;
export type RequiredEngagementType = (typeof REQUIRED_ENGAGEMENT_TYPES)[number];

/** How often each initial engagement kind occurs (relative weights). */
export const INITIAL_ENGAGEMENT_WEIGHTS: Record<InitialEngagementType, number> = {
  'Store Visit (Core)': 19,
  'Phone Call (Core)': 19,
  'Sales Inquiry (Connect)': 9,
  'Marketing Follow-up (Connect)': 5,
  'Payment Discussion (Pulse)': 15,
  'Account Review (Pulse)': 8,
  'Delivery (Flow)': 11,
  'Pickup / Return (Flow)': 6,
  'Walk-in': 8,
};

/** The follow-up an engagement of each kind usually calls for (first choice, then alternatives). */
export const FOLLOW_UP_FOR: Record<InitialEngagementType, readonly RequiredEngagementType[]> = {
  'Store Visit (Core)': ['Courtesy Call (Core)', 'Payment Reminder (Pulse)'],
  'Phone Call (Core)': ['Courtesy Call (Core)', 'Payment Reminder (Pulse)'],
  'Sales Inquiry (Connect)': ['Courtesy Call (Core)', 'Contract Renewal (Pulse)'],
  'Marketing Follow-up (Connect)': ['Courtesy Call (Core)'],
  'Payment Discussion (Pulse)': ['Payment Reminder (Pulse)', 'Courtesy Call (Core)'],
  'Account Review (Pulse)': ['Contract Renewal (Pulse)', 'Payment Reminder (Pulse)'],
  'Delivery (Flow)': ['Delivery Check (Flow)', 'Service Visit (Flow)'],
  'Pickup / Return (Flow)': ['Service Visit (Flow)', 'Courtesy Call (Core)'],
  'Walk-in': ['Courtesy Call (Core)'],
};

/** Kinds that only make sense with an existing customer. */
export const CUSTOMER_ONLY_ENGAGEMENTS: ReadonlySet<InitialEngagementType> = new Set([
  'Payment Discussion (Pulse)',
  'Account Review (Pulse)',
  'Delivery (Flow)',
  'Pickup / Return (Flow)',
]);

/**
 * Note templates. Placeholders: {first} contact first name, {item} an item of theirs (or a
 * catalogue item), {day} a weekday, {amount} a payment amount, {date} a date, {term} a rental term.
 */
export const ENGAGEMENT_NOTES: Record<InitialEngagementType, readonly string[]> = {
  'Store Visit (Core)': [
    'Came in to look at the {item}; walked through the {term} plan and the 90-day same-as-cash option.',
    '{first} browsed bedroom and living room sets with a family member; plans to come back Saturday.',
    'Stopped by to make a payment in cash and asked about upgrading to the {item}.',
    'Compared two TVs on the floor; leaning towards the {item}. Gave a printed quote.',
    'Brought in proof of income; application updated and approved for additional items.',
  ],
  'Phone Call (Core)': [
    'Called to confirm the delivery address and a morning window.',
    '{first} asked about adding a second item to the current agreement.',
    'Returned voicemail; {first} wanted the payoff amount for the {item}.',
    'Confirmed new phone number and updated the reference contact.',
    'Called about a squeaky recliner mechanism; scheduling a service visit.',
  ],
  'Sales Inquiry (Connect)': [
    'Inquired about the {item} through the website chat; sent pricing for weekly and monthly terms.',
    'Asked whether no-credit-check approval applies to appliances. Sent the requirements list.',
    'Interested in a washer and dryer pair; wants delivery before the {date}.',
    'Requested a quote for a full bedroom package for a new apartment.',
  ],
  'Marketing Follow-up (Connect)': [
    'Responded to the seasonal promo text; interested in the {item}.',
    'Replied to the referral email; {first} has a friend looking for a sectional.',
    'Clicked the back-to-school laptop offer; sent a follow-up with two options.',
  ],
  'Payment Discussion (Pulse)': [
    'Discussed moving the payment date to {day} to line up with payday.',
    '{first} says the next payment of {amount} will be a few days late; reminded about the late fee.',
    'Set up autopay by debit card for the {term} payments.',
    'Went over the missed payment; agreed to pay {amount} on {day} and the rest next week.',
    'Customer disputed a late fee; explained the grace period and waived it once.',
  ],
  'Account Review (Pulse)': [
    'Reviewed payment history; {first} qualifies for the good customer discount.',
    'Explained early purchase pricing on the {item} (25% option).',
    'Annual account review: references and employer verified, no changes.',
    'Reviewed the remaining balance and the same-as-cash expiration date.',
  ],
  'Delivery (Flow)': [
    'Delivered and set up the {item}; {first} signed the delivery receipt.',
    'Delivery of the {item} completed; old unit hauled away at customer request.',
    'Delivered the {item}; customer asked for wall mounting, scheduled for next week.',
    'Delivery rescheduled to {day} — nobody home at the first attempt.',
  ],
  'Pickup / Return (Flow)': [
    'Picked up the {item} for repair; loaner provided.',
    '{first} returned the {item}; inspected, normal wear only.',
    'Picked up the {item} after the agreement was cancelled; item back in stock for inspection.',
  ],
  'Walk-in': [
    'Walk-in asking about rent-to-own requirements; took application details.',
    'Walk-in looking for a mattress today; showed in-stock queen sets.',
    "Walk-in with a question about a friend's account; no details shared.",
  ],
};

export const FOLLOW_UP_NOTES: Record<RequiredEngagementType, readonly string[]> = {
  'Payment Reminder (Pulse)': [
    'Remind {first} about the {amount} payment due {date}.',
    'Check that the promised payment came in; if not, call the secondary number.',
    'Confirm autopay went through for this cycle.',
  ],
  'Delivery Check (Flow)': [
    'Make sure the {item} is working and set up properly.',
    'Ask whether the delivery crew left packaging behind.',
    'Confirm the {item} was installed level and the water line is not leaking.',
  ],
  'Courtesy Call (Core)': [
    'Thank-you call; mention the referral program.',
    'Check in on how the {item} is working out.',
    'Follow up on the quote and answer any questions about the {term} plan.',
  ],
  'Contract Renewal (Pulse)': [
    'Discuss renewing or upgrading the agreement before it ends.',
    'Offer the early purchase option on the {item}.',
    'Review upgrade options now that the first agreement is nearly paid.',
  ],
  'Service Visit (Flow)': [
    'Technician visit to inspect the {item}.',
    'Bring replacement parts for the {item} and test on site.',
    'Swap the loaner back for the repaired {item}.',
  ],
};
