/**
 * People vocabulary of the demo data: staff job titles, the lessor's signers, and what contacts
 * say about their homes, banks, jobs, income and rental history.
 */

export const STAFF = [
  { jobTitle: 'Assistant Store Manager', role: 'manager' },
  { jobTitle: 'Sales Associate', role: 'clerk' },
  { jobTitle: 'Sales Associate', role: 'clerk' },
  { jobTitle: 'Sales Associate', role: 'clerk' },
  { jobTitle: 'Collections Specialist', role: 'collector' },
  { jobTitle: 'Collections Specialist', role: 'collector' },
  { jobTitle: 'Delivery Driver', role: 'collector' },
  { jobTitle: 'Delivery Driver', role: 'collector' },
  { jobTitle: 'Customer Service Representative', role: 'clerk' },
  { jobTitle: 'Inventory Coordinator', role: 'clerk' },
] as const;

export const SIGNER_TITLES = [
  'Regional Director',
  'Operations Manager',
  'Finance Manager',
  'Compliance Officer',
] as const;

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
