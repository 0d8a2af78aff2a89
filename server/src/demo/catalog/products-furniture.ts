/** Furniture, mattresses and outdoor products of the demo inventory. */
import type { Product, VendorName } from './inventory';

const FURNITURE: readonly VendorName[] = ['Ashley', 'Coaster', 'Homelegance'];

export const FURNITURE_PRODUCTS: Record<string, readonly Product[]> = {
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
      bulk: true,
    },
    {
      name: 'King Memory Foam Mattress',
      cost: [500, 1400],
      vendors: ['Serta', 'Sealy', 'Tempur-Pedic'],
      blurb: 'Medium-firm memory foam with cooling cover.',
      bulk: true,
    },
    {
      name: 'Queen Pillow Top Mattress and Foundation',
      cost: [400, 950],
      vendors: ['Serta', 'Sealy'],
      blurb: 'Pillow top mattress set with low-profile foundation.',
      bulk: true,
    },
    {
      name: 'Twin Mattress Set',
      cost: [180, 350],
      vendors: ['Serta', 'Sealy'],
      blurb: 'Twin innerspring mattress and box spring.',
      bulk: true,
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
};
