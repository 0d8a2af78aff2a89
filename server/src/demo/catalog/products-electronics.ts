/** Appliances, electronics, computers, smartphones and gaming products of the demo inventory. */
import type { Product } from './inventory';

export const ELECTRONICS_PRODUCTS: Record<string, readonly Product[]> = {
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
};
