/** Addresses, phone numbers and driver's licences of the demo contacts, in the store's region. */
import { REGION, STREET_NAMES, STREET_SUFFIXES } from './catalog/places';
import { pad } from './format';
import type { Rng } from './random';

export type Region = (typeof REGION)[number];

export class Places {
  constructor(private readonly r: Rng) {}

  region(): Region {
    return this.r.pick(REGION);
  }

  /** A phone number of the region; never a 555 exchange. */
  phone(region: Region): string {
    const r = this.r;
    let exchange = r.int(201, 989);
    if (exchange === 555) exchange = 556;
    return `(${r.pick(region.area)}) ${exchange}-${pad(r.int(0, 9999), 4)}`;
  }

  zip(region: Region): string {
    return region.zip3 + pad(this.r.int(1, 99), 2);
  }

  /** A street address in the region; `secondary` adds an apartment or unit. */
  address(region: Region, zip: string, secondary = false): string {
    return `${this.street(secondary)}, ${region.city}, ${region.state} ${zip}`;
  }

  /** A licence number in the format of the state. */
  license(state: string, last: string): string {
    const digits = (n: number) => Array.from({ length: n }, () => this.r.int(0, 9)).join('');
    switch (state) {
      case 'FL':
        return `${last[0].toUpperCase()}${digits(3)}-${digits(3)}-${digits(2)}-${digits(3)}-${digits(1)}`;
      case 'NC':
        return digits(12);
      case 'AL':
        return digits(7);
      default:
        return digits(9);
    }
  }

  private street(secondary: boolean): string {
    const r = this.r;
    const name = r.pick(STREET_NAMES);
    const suffix =
      name.endsWith(' Hwy') || name.endsWith(' Pkwy') ? '' : ' ' + r.pick(STREET_SUFFIXES);
    const unit = secondary
      ? `, ${r.chance(0.8) ? 'Apt' : 'Unit'} ${r.chance(0.5) ? r.int(1, 40) : `${r.int(1, 3)}${String.fromCharCode(65 + r.int(0, 7))}`}`
      : '';
    return `${r.int(100, 9899)} ${name}${suffix}${unit}`;
  }
}
