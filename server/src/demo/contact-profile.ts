/**
 * What a demo contact tells the store about themselves: the fields of a credit application
 * (address, employment, income, bank, references), drawn so that they agree with each other.
 */
import type { Faker } from '@faker-js/faker';
import { toDollars } from '@rentline/sync-protocol/money';
import {
  HOURS_STATUSES,
  LESSOR_NAME,
  PAYMENT_FREQUENCIES,
  PAYMENT_METHODS,
} from '@rentline/sync-protocol/rules';
import { isoDay } from './calendar';
import { VENDORS } from './catalog/inventory';
import {
  BANKS,
  EMPLOYERS,
  HOUSING_TYPES,
  JOB_TITLES,
  PRIOR_RENTAL_COMPANIES,
  PROOF_OF_PAYMENT,
  SECONDARY_INCOME,
} from './catalog/people';
import { Places } from './contact-places';
import type { DemoContext } from './context';
import type { PaymentMethod } from './dataset';
import { emailLocal } from './format';
import type { Rng } from './random';

export interface Profile {
  first: string;
  last: string;
  /** The contact's columns, by name. */
  fields: Record<string, unknown>;
  preferredMethod: PaymentMethod;
}

const PAY_RANGE: Record<string, [number, number]> = {
  Weekly: [450, 1150],
  'Bi-weekly': [900, 2400],
  Monthly: [1900, 5200],
  Annually: [26000, 64000],
};

export class ContactProfiles {
  private readonly r: Rng;
  private readonly faker: Faker;
  private readonly places: Places;
  private readonly today: number;
  private readonly usedEmails = new Set<string>();

  constructor(ctx: DemoContext) {
    this.r = ctx.rng.contacts;
    this.faker = ctx.faker;
    this.places = new Places(this.r);
    this.today = ctx.today;
  }

  /** The next contact's profile; `contactType` decides where they work. */
  next(contactType: string): Profile {
    const { r, faker, places, today } = this;
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    const region = places.region();
    const zip = places.zip(region);
    const address = places.address(region, zip, r.chance(0.35));
    const email = this.email(first, last);
    const hours = r.weighted(HOURS_STATUSES.map((h, k) => [h, [65, 20, 7, 8][k]] as const));
    const frequency =
      hours === 'Self-employed'
        ? 'Monthly'
        : r.weighted(PAYMENT_FREQUENCIES.map((f, k) => [f, [35, 45, 17, 3][k]] as const));
    const [lo, hi] = PAY_RANGE[frequency];
    const paycheck = Math.round(r.int(lo * 100, hi * 100) * (hours === 'Part-time' ? 0.6 : 1));
    const { employer, jobTitle } = this.job(contactType, hours, last);
    const employedMonths = r.int(3, 180);
    const residencyMonths = r.int(2, 240);
    const ageYears = r.int(21, 68);
    const hasChecking = r.chance(0.85);
    const hasSavings = r.chance(0.45);
    const priorRental = r.chance(0.45);
    const employerRegion = r.chance(0.6) ? region : places.region();
    const refRegion1 = r.chance(0.7) ? region : places.region();
    const refRegion2 = r.chance(0.7) ? region : places.region();
    const ref1Zip = places.zip(refRegion1);
    const ref2Zip = places.zip(refRegion2);
    const preferredMethod = r.weighted(
      PAYMENT_METHODS.map((m, k) => [m, [25, 10, 20, 15, 30][k]] as const),
    );
    const fields: Record<string, unknown> = {
      full_name: `${first} ${last}`,
      email,
      address,
      primary_phone: places.phone(region),
      secondary_phone: r.chance(0.8) ? places.phone(region) : null,
      date_of_birth: isoDay(today - Math.floor(ageYears * 365.25) - r.int(0, 364)),
      driver_license_number: places.license(region.state, last),
      zip_code: zip,
      state: region.state,
      mailing_address: r.chance(0.85)
        ? address
        : `PO Box ${r.int(100, 9999)}, ${region.city}, ${region.state} ${zip}`,
      agree_to_release: r.chance(0.92),
      housing_type: r.weighted(HOUSING_TYPES),
      residency_length:
        residencyMonths < 12
          ? `${residencyMonths} months`
          : `${Math.floor(residencyMonths / 12)} years`,
      has_checking_account: hasChecking,
      has_savings_account: hasSavings,
      primary_bank: hasChecking || hasSavings ? r.pick(BANKS) : 'Prepaid card (Netspend)',
      employer_name: employer,
      job_title: jobTitle,
      paycheck_amount: toDollars(paycheck),
      hours_status: hours,
      payment_frequency: frequency,
      employment_duration:
        employedMonths < 12
          ? `${employedMonths} months`
          : employedMonths < 24
            ? '1 year'
            : `${Math.floor(employedMonths / 12)} years`,
      employer_address: places.address(employerRegion, places.zip(employerRegion)),
      secondary_income_source: r.weighted(SECONDARY_INCOME),
      preferred_payment_day:
        frequency === 'Weekly'
          ? r.pick(['Friday', 'Friday', 'Thursday', 'Monday'])
          : frequency === 'Bi-weekly'
            ? r.pick(['Every other Friday', '1st and 15th'])
            : r.pick(['1st', '15th', '3rd']),
      preferred_payment_method: preferredMethod,
      prior_rental_experience: priorRental ? 'Yes' : 'No',
      prior_rental_company: priorRental ? r.pick(PRIOR_RENTAL_COMPANIES) : null,
      first_ref_name: faker.person.fullName(),
      first_ref_address: places.address(refRegion1, ref1Zip),
      first_ref_zip: ref1Zip,
      first_ref_phone: places.phone(refRegion1),
      second_ref_name: faker.person.fullName(),
      second_ref_address: places.address(refRegion2, ref2Zip),
      second_ref_zip: ref2Zip,
      second_ref_phone: places.phone(refRegion2),
      proof_of_payment: r.pick(PROOF_OF_PAYMENT),
    };
    return { first, last, fields, preferredMethod };
  }

  private email(first: string, last: string): string {
    const r = this.r;
    let email = `${emailLocal(first, last)}@${r.pick(['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com', 'hotmail.com'])}`;
    while (this.usedEmails.has(email)) email = email.replace('@', String(r.int(1, 99)) + '@');
    this.usedEmails.add(email);
    return email;
  }

  private job(contactType: string, hours: string, last: string) {
    const r = this.r;
    switch (contactType) {
      case 'Staff Member':
        return {
          employer: LESSOR_NAME,
          jobTitle: r.pick([
            'Sales Associate',
            'Delivery Driver',
            'Customer Service Representative',
          ]),
        };
      case 'Vendor/Manufacturer':
        return { employer: r.pick(VENDORS), jobTitle: 'Account Representative' };
      case 'Third Party Provider':
        return {
          employer: r.pick([
            'Cardinal Delivery Co.',
            'Metro Appliance Repair',
            'SureGuard Protection Plans',
            'Peachtree Payment Services',
          ]),
          jobTitle: 'Account Manager',
        };
      case 'Customer Employer':
        return {
          employer: r.pick(EMPLOYERS),
          jobTitle: r.pick(['HR Coordinator', 'Payroll Specialist', 'Store Manager']),
        };
      default:
        if (hours === 'Self-employed') {
          return {
            employer: `${last} ${r.pick(['Lawn Care', 'Cleaning Services', 'Hauling', 'Hair Studio', 'Auto Detailing', 'Handyman Services'])}`,
            jobTitle: 'Owner',
          };
        }
        return {
          employer: r.chance(0.55) ? r.pick(EMPLOYERS) : this.faker.company.name(),
          jobTitle: r.pick(JOB_TITLES),
        };
    }
  }
}
