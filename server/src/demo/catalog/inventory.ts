/**
 * Inventory vocabulary of the demo data: item categories with their share of the stock, the
 * vendors, the products each category offers and the furniture collections and finishes.
 */
import { ELECTRONICS_PRODUCTS } from './products-electronics';
import { FURNITURE_PRODUCTS } from './products-furniture';
import { TOOLS_AND_JEWELRY_PRODUCTS } from './products-tools-jewelry';

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
  /**
   * Counted stock without serial numbers (mattress sets, tool sets): one row keeps several units
   * and an agreement takes one of them. Every other product is serial-numbered, one row a unit.
   */
  bulk?: true;
}

/** The products of each category, by category name. */
export const PRODUCTS: Record<string, readonly Product[]> = {
  ...FURNITURE_PRODUCTS,
  ...ELECTRONICS_PRODUCTS,
  ...TOOLS_AND_JEWELRY_PRODUCTS,
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
