/**
 * Fixed vocabulary of the demo-data generator (seed-demo.ts): the lookup lists that are not
 * protocol constants, the inventory catalogue, the region customers live in and the note
 * templates. Nothing here is random; seed-demo.ts draws from it with its seeded generators.
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

export const CUSTOMER_NOTES = [
  'Prefers text reminders.',
  'Works second shift — best to call after 3 pm.',
  'Referred by a friend; referral credit applied.',
  'Long-time customer; usually pays in store on Fridays.',
  'Asked to be contacted by email only.',
  'Spanish-speaking household; ask for Luis if available.',
  'Second-floor apartment, no elevator — two-person delivery.',
  'Gate code on file for deliveries.',
  'Has a dog; call ahead before deliveries.',
  'Moved recently; new address verified.',
] as const;

export const AGREEMENT_NOTES = [
  'Delivered and set up on {date}.',
  'Customer chose {day} payments to match payday.',
  'Same-as-cash option explained and acknowledged.',
  'Early purchase option explained; customer interested.',
  'Two-person delivery, third floor.',
  'Item inspected at delivery; no damage.',
  'Autopay set up by {method}.',
  'Paperwork signed in store.',
] as const;

export const STAFF = [
  { jobTitle: 'Assistant Store Manager' },
  { jobTitle: 'Sales Associate' },
  { jobTitle: 'Sales Associate' },
  { jobTitle: 'Sales Associate' },
  { jobTitle: 'Collections Specialist' },
  { jobTitle: 'Collections Specialist' },
  { jobTitle: 'Delivery Driver' },
  { jobTitle: 'Delivery Driver' },
  { jobTitle: 'Customer Service Representative' },
  { jobTitle: 'Inventory Coordinator' },
] as const;

export const SIGNER_TITLES = [
  'Regional Director',
  'Operations Manager',
  'Finance Manager',
  'Compliance Officer',
] as const;

/** Item categories with their relative share of the inventory. */
export const CATEGORIES: readonly { name: string; weight: number }[] = [
  { name: 'Living Room', weight: 15 },
  { name: 'Bedroom', weight: 11 },
  { name: 'Dining', weight: 6 },
  { name: 'Mattresses', weight: 7 },
  { name: 'Appliances', weight: 15 },
  { name: 'Electronics', weight: 14 },
  { name: 'Computers', weight: 8 },
  { name: 'Smartphones', weight: 5 },
  { name: 'Gaming', weight: 7 },
  { name: 'Outdoor', weight: 4 },
  { name: 'Tools', weight: 4 },
  { name: 'Jewelry', weight: 4 },
];

export const VENDORS = [
  'Ashley',
  'La-Z-Boy',
  'Coaster',
  'Homelegance',
  'Serta',
  'Sealy',
  'Tempur-Pedic',
  'Whirlpool',
  'LG',
  'Samsung',
  'GE Appliances',
  'Frigidaire',
  'Maytag',
  'Sony',
  'TCL',
  'Vizio',
  'Dell',
  'HP',
  'Lenovo',
  'Apple',
  'Google',
  'Microsoft',
  'Nintendo',
  'Weber',
  'DeWalt',
  'Craftsman',
  'Bulova',
  'Citizen',
] as const;
export type VendorName = (typeof VENDORS)[number];

export interface Product {
  /** `{style}` is replaced by a furniture collection name. */
  name: string;
  /** Our cost range in dollars. */
  cost: readonly [number, number];
  vendors: readonly VendorName[];
  blurb: string;
}

const FURNITURE: readonly VendorName[] = ['Ashley', 'Coaster', 'Homelegance'];

export const PRODUCTS: Record<string, readonly Product[]> = {
  'Living Room': [
    {
      name: '{style} 3-Piece Sectional',
      cost: [700, 1600],
      vendors: ['Ashley', 'La-Z-Boy', 'Coaster', 'Homelegance'],
      blurb: 'Three-piece sectional with reversible chaise, performance fabric.',
    },
    {
      name: '{style} Sofa',
      cost: [400, 950],
      vendors: ['Ashley', 'La-Z-Boy', 'Coaster'],
      blurb: 'Three-seat sofa with pillow-top arms.',
    },
    {
      name: '{style} Power Reclining Loveseat',
      cost: [450, 900],
      vendors: ['Ashley', 'La-Z-Boy'],
      blurb: 'Dual power recliners with USB charging.',
    },
    {
      name: '{style} Rocker Recliner',
      cost: [250, 600],
      vendors: ['La-Z-Boy', 'Ashley'],
      blurb: 'Rocker recliner in soft microfiber.',
    },
    {
      name: '{style} Sofa and Loveseat Set',
      cost: [750, 1500],
      vendors: FURNITURE,
      blurb: 'Matching sofa and loveseat, stain-resistant upholstery.',
    },
    {
      name: '{style} 72" TV Stand',
      cost: [150, 400],
      vendors: ['Ashley', 'Coaster'],
      blurb: 'Media console with adjustable shelves and cable management.',
    },
  ],
  Bedroom: [
    {
      name: '{style} Queen Panel Bed',
      cost: [300, 700],
      vendors: FURNITURE,
      blurb: 'Queen panel bed, headboard, footboard and rails.',
    },
    {
      name: '{style} 6-Piece King Bedroom Set',
      cost: [1100, 2200],
      vendors: FURNITURE,
      blurb: 'King bed, dresser, mirror, chest and two nightstands.',
    },
    {
      name: '{style} 5-Piece Queen Bedroom Set',
      cost: [900, 1800],
      vendors: FURNITURE,
      blurb: 'Queen bed, dresser, mirror and two nightstands.',
    },
    {
      name: '{style} Dresser and Mirror',
      cost: [300, 650],
      vendors: FURNITURE,
      blurb: 'Six-drawer dresser with beveled mirror.',
    },
    {
      name: '{style} Twin-over-Full Bunk Bed',
      cost: [250, 550],
      vendors: ['Coaster', 'Homelegance'],
      blurb: 'Solid wood bunk bed with ladder and guard rails.',
    },
  ],
  Dining: [
    {
      name: '{style} 5-Piece Dining Set',
      cost: [350, 800],
      vendors: FURNITURE,
      blurb: 'Table with four upholstered side chairs.',
    },
    {
      name: '{style} 7-Piece Counter Height Dining Set',
      cost: [600, 1300],
      vendors: FURNITURE,
      blurb: 'Counter height table with six stools and storage base.',
    },
    {
      name: '{style} Extension Dining Table with 6 Chairs',
      cost: [550, 1200],
      vendors: FURNITURE,
      blurb: 'Extension table with butterfly leaf and six chairs.',
    },
  ],
  Mattresses: [
    {
      name: 'Queen Hybrid Mattress',
      cost: [350, 900],
      vendors: ['Serta', 'Sealy', 'Tempur-Pedic'],
      blurb: 'Pocketed coils with gel memory foam comfort layer.',
    },
    {
      name: 'King Memory Foam Mattress',
      cost: [500, 1400],
      vendors: ['Serta', 'Sealy', 'Tempur-Pedic'],
      blurb: 'Medium-firm memory foam with cooling cover.',
    },
    {
      name: 'Queen Pillow Top Mattress and Foundation',
      cost: [400, 950],
      vendors: ['Serta', 'Sealy'],
      blurb: 'Pillow top mattress set with low-profile foundation.',
    },
    {
      name: 'Twin Mattress Set',
      cost: [180, 350],
      vendors: ['Serta', 'Sealy'],
      blurb: 'Twin innerspring mattress and box spring.',
    },
  ],
  Appliances: [
    {
      name: '25 cu. ft. French Door Refrigerator',
      cost: [1000, 1900],
      vendors: ['Samsung', 'LG', 'Whirlpool', 'GE Appliances', 'Frigidaire'],
      blurb: 'Stainless steel, ice maker and water dispenser.',
    },
    {
      name: '21 cu. ft. Top-Freezer Refrigerator',
      cost: [550, 900],
      vendors: ['Whirlpool', 'Frigidaire', 'GE Appliances'],
      blurb: 'Top-freezer refrigerator with glass shelves.',
    },
    {
      name: '4.5 cu. ft. Front Load Washer',
      cost: [550, 950],
      vendors: ['LG', 'Samsung', 'Whirlpool', 'Maytag'],
      blurb: 'High-efficiency front loader with steam cycle.',
    },
    {
      name: '7.4 cu. ft. Electric Dryer',
      cost: [500, 900],
      vendors: ['LG', 'Samsung', 'Whirlpool', 'Maytag'],
      blurb: 'Electric dryer with sensor dry.',
    },
    {
      name: 'Washer and Dryer Pair',
      cost: [1000, 1800],
      vendors: ['LG', 'Samsung', 'Whirlpool', 'Maytag'],
      blurb: 'Matching top-load washer and electric dryer.',
    },
    {
      name: '30" Electric Range',
      cost: [450, 950],
      vendors: ['GE Appliances', 'Frigidaire', 'Whirlpool', 'Samsung'],
      blurb: 'Smooth-top electric range with self-clean oven.',
    },
    {
      name: 'Built-In Dishwasher',
      cost: [380, 750],
      vendors: ['Whirlpool', 'GE Appliances', 'Frigidaire', 'Samsung'],
      blurb: 'Quiet built-in dishwasher with third rack.',
    },
    {
      name: '7 cu. ft. Chest Freezer',
      cost: [180, 320],
      vendors: ['Frigidaire', 'GE Appliances'],
      blurb: 'Manual-defrost chest freezer with storage basket.',
    },
  ],
  Electronics: [
    {
      name: '55" 4K UHD Smart TV',
      cost: [280, 550],
      vendors: ['Samsung', 'LG', 'Sony', 'TCL', 'Vizio'],
      blurb: '4K HDR smart TV with built-in streaming apps.',
    },
    {
      name: '65" QLED 4K Smart TV',
      cost: [500, 1100],
      vendors: ['Samsung', 'TCL', 'Vizio'],
      blurb: 'Quantum dot 4K TV with voice remote.',
    },
    {
      name: '75" 4K Smart TV',
      cost: [700, 1500],
      vendors: ['Samsung', 'LG', 'Sony', 'TCL'],
      blurb: 'Large-screen 4K smart TV, 120 Hz panel.',
    },
    {
      name: '85" 4K Smart TV',
      cost: [1200, 2400],
      vendors: ['Samsung', 'Sony'],
      blurb: '85-inch 4K smart TV with full-array local dimming.',
    },
    {
      name: '65" OLED 4K Smart TV',
      cost: [1200, 2100],
      vendors: ['LG', 'Sony'],
      blurb: 'OLED panel with Dolby Vision and Dolby Atmos.',
    },
    {
      name: '5.1 Channel Soundbar System',
      cost: [180, 500],
      vendors: ['Samsung', 'Sony', 'Vizio', 'LG'],
      blurb: 'Soundbar with wireless subwoofer and rear speakers.',
    },
  ],
  Computers: [
    {
      name: '15.6" Laptop, 16GB RAM, 512GB SSD',
      cost: [450, 850],
      vendors: ['Dell', 'HP', 'Lenovo'],
      blurb: 'Everyday laptop with full HD display and webcam.',
    },
    {
      name: 'MacBook Air 13" M3',
      cost: [850, 1100],
      vendors: ['Apple'],
      blurb: 'Apple silicon laptop, 8-core CPU.',
    },
    {
      name: 'MacBook Pro 14"',
      cost: [1400, 1900],
      vendors: ['Apple'],
      blurb: 'Pro laptop with Liquid Retina XDR display.',
    },
    {
      name: 'Gaming Laptop, RTX 4060',
      cost: [900, 1400],
      vendors: ['Dell', 'HP', 'Lenovo'],
      blurb: '144 Hz display gaming laptop.',
    },
    {
      name: '27" All-in-One Desktop',
      cost: [700, 1200],
      vendors: ['HP', 'Dell', 'Lenovo'],
      blurb: 'All-in-one desktop with wireless keyboard and mouse.',
    },
    {
      name: 'iPad 10.9"',
      cost: [300, 420],
      vendors: ['Apple'],
      blurb: 'Tablet with 64GB storage and Wi-Fi.',
    },
    {
      name: '2-in-1 Chromebook',
      cost: [280, 480],
      vendors: ['HP', 'Lenovo'],
      blurb: 'Convertible touchscreen Chromebook.',
    },
  ],
  Smartphones: [
    {
      name: 'iPhone 16 128GB',
      cost: [700, 800],
      vendors: ['Apple'],
      blurb: 'Unlocked smartphone, 6.1-inch display.',
    },
    {
      name: 'iPhone 16 Pro 256GB',
      cost: [1000, 1100],
      vendors: ['Apple'],
      blurb: 'Unlocked pro smartphone with triple camera.',
    },
    {
      name: 'Galaxy S25 256GB',
      cost: [750, 850],
      vendors: ['Samsung'],
      blurb: 'Unlocked Android smartphone.',
    },
    {
      name: 'Galaxy A36 5G',
      cost: [280, 350],
      vendors: ['Samsung'],
      blurb: 'Unlocked 5G smartphone with large battery.',
    },
    {
      name: 'Pixel 9 128GB',
      cost: [600, 700],
      vendors: ['Google'],
      blurb: 'Unlocked smartphone with Google AI features.',
    },
  ],
  Gaming: [
    {
      name: 'PlayStation 5 Console',
      cost: [420, 480],
      vendors: ['Sony'],
      blurb: 'Console with one DualSense controller.',
    },
    {
      name: 'PlayStation 5 Pro Console',
      cost: [650, 700],
      vendors: ['Sony'],
      blurb: '2TB console with enhanced graphics.',
    },
    {
      name: 'Xbox Series X 1TB',
      cost: [430, 480],
      vendors: ['Microsoft'],
      blurb: '4K gaming console with controller.',
    },
    {
      name: 'Nintendo Switch OLED',
      cost: [300, 330],
      vendors: ['Nintendo'],
      blurb: 'Handheld and docked console with OLED screen.',
    },
    {
      name: 'Gaming Desktop, RTX 4070',
      cost: [1100, 1700],
      vendors: ['Dell', 'HP', 'Lenovo'],
      blurb: 'Tower gaming PC with liquid cooling.',
    },
  ],
  Outdoor: [
    {
      name: '{style} 4-Piece Patio Conversation Set',
      cost: [500, 1200],
      vendors: ['Ashley'],
      blurb: 'All-weather wicker set with cushions.',
    },
    {
      name: '{style} Outdoor Dining Set',
      cost: [600, 1300],
      vendors: ['Ashley'],
      blurb: 'Aluminum outdoor table with six chairs.',
    },
    {
      name: 'Genesis 3-Burner Gas Grill',
      cost: [550, 850],
      vendors: ['Weber'],
      blurb: 'Propane grill with side burner.',
    },
    {
      name: 'Spirit 2-Burner Gas Grill',
      cost: [320, 450],
      vendors: ['Weber'],
      blurb: 'Compact propane grill.',
    },
    {
      name: 'SmokeFire Pellet Grill',
      cost: [800, 1100],
      vendors: ['Weber'],
      blurb: 'Wood pellet grill with app control.',
    },
  ],
  Tools: [
    {
      name: '20V MAX 5-Tool Combo Kit',
      cost: [300, 500],
      vendors: ['DeWalt', 'Craftsman'],
      blurb: 'Drill, impact driver, saws and light with two batteries.',
    },
    {
      name: '21" Self-Propelled Gas Mower',
      cost: [300, 480],
      vendors: ['Craftsman'],
      blurb: 'Gas mower with rear bag and mulching.',
    },
    {
      name: '3400 PSI Gas Pressure Washer',
      cost: [320, 520],
      vendors: ['DeWalt', 'Craftsman'],
      blurb: 'Gas pressure washer with five nozzles.',
    },
    {
      name: '42" Riding Lawn Mower',
      cost: [1300, 2000],
      vendors: ['Craftsman'],
      blurb: 'Riding mower with hydrostatic transmission.',
    },
    {
      name: 'Mechanics Tool Set with Rolling Chest',
      cost: [250, 500],
      vendors: ['Craftsman', 'DeWalt'],
      blurb: 'Sockets, wrenches and rolling tool chest.',
    },
  ],
  Jewelry: [
    {
      name: "Men's Chronograph Watch",
      cost: [180, 450],
      vendors: ['Bulova', 'Citizen'],
      blurb: 'Stainless steel chronograph, water resistant.',
    },
    {
      name: "Women's Diamond Accent Watch",
      cost: [200, 500],
      vendors: ['Bulova', 'Citizen'],
      blurb: 'Two-tone bracelet watch with diamond accents.',
    },
    {
      name: 'Eco-Drive Dive Watch',
      cost: [220, 450],
      vendors: ['Citizen'],
      blurb: 'Light-powered dive watch, 200 m.',
    },
    {
      name: 'Precisionist Automatic Watch',
      cost: [350, 700],
      vendors: ['Bulova'],
      blurb: 'Automatic movement with sapphire crystal.',
    },
  ],
};

export const STYLES = [
  'Harbor',
  'Bellmont',
  'Carlisle',
  'Darcy',
  'Everly',
  'Fairbanks',
  'Greyson',
  'Hollis',
  'Kendall',
  'Lennox',
  'Marlow',
  'Rowan',
  'Sutton',
  'Tanner',
  'Whitley',
  'Ashby',
  'Brenton',
  'Calloway',
  'Dorsey',
  'Emerson',
] as const;

export const COLORS = [
  'gray',
  'charcoal',
  'espresso',
  'walnut',
  'white',
  'navy',
  'sand',
  'black',
  'oatmeal',
] as const;

/** Cities of the store's trade area: state, first three zip digits, area codes. */
export const REGION: readonly {
  city: string;
  state: string;
  zip3: string;
  area: readonly string[];
}[] = [
  { city: 'Atlanta', state: 'GA', zip3: '303', area: ['404', '470', '678'] },
  { city: 'Decatur', state: 'GA', zip3: '300', area: ['404', '470'] },
  { city: 'Marietta', state: 'GA', zip3: '300', area: ['770', '678'] },
  { city: 'Augusta', state: 'GA', zip3: '309', area: ['706', '762'] },
  { city: 'Macon', state: 'GA', zip3: '312', area: ['478'] },
  { city: 'Savannah', state: 'GA', zip3: '314', area: ['912'] },
  { city: 'Charlotte', state: 'NC', zip3: '282', area: ['704', '980'] },
  { city: 'Greenville', state: 'SC', zip3: '296', area: ['864'] },
  { city: 'Columbia', state: 'SC', zip3: '292', area: ['803'] },
  { city: 'Birmingham', state: 'AL', zip3: '352', area: ['205'] },
  { city: 'Chattanooga', state: 'TN', zip3: '374', area: ['423'] },
  { city: 'Jacksonville', state: 'FL', zip3: '322', area: ['904'] },
];

export const BANKS = [
  'Truist',
  'Bank of America',
  'Wells Fargo',
  'Regions Bank',
  'Chase',
  'PNC Bank',
  'Synovus',
  'Fifth Third Bank',
  'Navy Federal Credit Union',
  'Delta Community Credit Union',
  'Chime',
] as const;

export const EMPLOYERS = [
  'Amazon Fulfillment Center',
  'Publix Super Markets',
  'Kroger',
  'The Home Depot',
  'Walmart Supercenter',
  'UPS',
  'FedEx Ground',
  'Piedmont Healthcare',
  'Atrium Health',
  "Lowe's",
  'Chick-fil-A',
  'Delta Air Lines',
  'County School District',
  'Coca-Cola Bottling',
  'Securitas',
  'Waffle House',
] as const;

export const JOB_TITLES = [
  'Warehouse Associate',
  'Cashier',
  'Certified Nursing Assistant',
  'Delivery Driver',
  'Line Cook',
  'Forklift Operator',
  'Medical Assistant',
  'Customer Service Representative',
  'Retail Associate',
  'Security Officer',
  'HVAC Technician',
  'Hair Stylist',
  'Teacher Aide',
  'Truck Driver',
  'Server',
  'Maintenance Technician',
  'Phlebotomist',
  'Bank Teller',
  'Electrician Apprentice',
  'Home Health Aide',
  'Shift Supervisor',
  'Dental Assistant',
] as const;

export const HOUSING_TYPES: readonly (readonly [string, number])[] = [
  ['Rent - Apartment', 40],
  ['Rent - House', 22],
  ['Own', 18],
  ['Living with family', 14],
  ['Rent - Mobile home', 6],
];

export const SECONDARY_INCOME: readonly (readonly [string, number])[] = [
  ['None', 55],
  ['Rideshare driving', 8],
  ['Food delivery (DoorDash)', 8],
  ['Child support', 7],
  ['Part-time retail job', 6],
  ['Social Security', 5],
  ['Disability benefits', 4],
  ['Hair braiding from home', 4],
  ['Rental income', 3],
];

export const PRIOR_RENTAL_COMPANIES = [
  "Aaron's",
  'Rent-A-Center',
  "Buddy's Home Furnishings",
  "Conn's HomePlus",
  'Premier Rental-Purchase',
  'Acima',
  'Progressive Leasing',
] as const;

export const PROOF_OF_PAYMENT = [
  'Pay stub',
  'Last two pay stubs',
  'Bank statement',
  'Employer verification letter',
  'Benefits award letter',
  'Direct deposit confirmation',
] as const;

export const EXCEPTION_PROCESSOR_CODES: Record<string, readonly (readonly [string, string])[]> = {
  'Payment Failed': [
    ['05', 'Do not honor'],
    ['54', 'Expired card'],
    ['N7', 'CVV2 mismatch'],
    ['14', 'Invalid card number'],
  ],
  'Insufficient Funds': [
    ['51', 'Insufficient funds'],
    ['R01', 'ACH return: insufficient funds'],
  ],
  Disputed: [['DSP', 'Cardholder dispute opened']],
  Chargeback: [
    ['4837', 'Chargeback: no cardholder authorization'],
    ['4853', 'Chargeback: cardholder dispute'],
  ],
  'Returned Check': [
    ['RC1', 'Returned check: NSF'],
    ['RC2', 'Returned check: account closed'],
  ],
};

export const EXCEPTION_RESOLUTIONS: Record<string, readonly string[]> = {
  'Payment Failed': [
    'Customer updated card on file; payment retried successfully.',
    'Paid in store with cash the next day.',
  ],
  'Insufficient Funds': [
    'Customer paid after payday; late fee applied.',
    'Payment arrangement agreed: split over two weeks.',
  ],
  Disputed: [
    'Dispute withdrawn after receipt was sent.',
    'Provided signed agreement; dispute closed in our favor.',
  ],
  Chargeback: [
    'Representment accepted; funds returned.',
    'Chargeback accepted; amount re-billed to account.',
  ],
  'Returned Check': [
    'Replaced with a money order.',
    'Customer paid by debit card; returned-check fee charged.',
  ],
};

export const STREET_NAMES = [
  'Peachtree',
  'Oak',
  'Maple',
  'Magnolia',
  'Pine',
  'Cedar',
  'Dogwood',
  'Lakeview',
  'Main',
  'Church',
  'Park',
  'Highland',
  'Willow',
  'Hickory',
  'Sycamore',
  'Ridge',
  'Forest',
  'Mill',
  'Spring',
  'Washington',
  'Jefferson',
  'Lincoln',
  'Martin Luther King Jr',
  'Pleasant Hill',
  'Old National',
  'Cherry',
  'Walnut',
  'Elm',
  'Poplar',
  'Meadow',
  'Brookside',
  'Fairview',
  'Riverside',
  'Sunset',
  'Laurel',
  'Chestnut',
  'Ashford',
  'Candler',
  'Memorial',
  'Abercorn',
  'Wade Hampton',
  'Bells Ferry',
  'Piedmont',
  'Holcomb Bridge',
  'Roswell',
  'US 29 Hwy',
  'Beach',
  'Gateway',
  'Stone Mountain',
  'Tara',
  'Woodland',
  'Hillcrest',
  'Pecan',
  'Cotton',
  'Azalea',
] as const;

export const STREET_SUFFIXES = [
  'St',
  'Ave',
  'Rd',
  'Dr',
  'Ln',
  'Ct',
  'Blvd',
  'Way',
  'Cir',
  'Pl',
  'Trl',
] as const;
