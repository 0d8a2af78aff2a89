/** Tools and jewelry products of the demo inventory. */
import type { Product } from './inventory';

export const TOOLS_AND_JEWELRY_PRODUCTS: Record<string, readonly Product[]> = {
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
      bulk: true,
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
