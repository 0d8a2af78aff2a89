/** What the inventory screens and the server say about items and their units. */
import type { FLOW_ITEM_STATUSES } from '../rules/inventory';

export const FLOW_STATUS_LABELS: Record<(typeof FLOW_ITEM_STATUSES)[number], string> = {
  'In-Stock': 'In Stock',
  Reserved: 'Reserved',
  'On Rent': 'On Rent',
  Returned: 'Returned',
  Sold: 'Sold',
  'Charged Off': 'Charged Off',
  Maintenance: 'Maintenance',
  'Out of Order': 'Out of Order',
};

/** A stock change that would take an item below zero units is refused, saying what is left. */
export const STOCK_TEXTS = {
  notEnough: (left: number) =>
    left <= 0
      ? 'No units are left in stock'
      : left === 1
        ? 'Only 1 unit is left in stock'
        : `Only ${left} units are left in stock`,
} as const;

export const UNIT_TEXTS = {
  onAgreement: (agreementNumber: string, status: string) =>
    `This item is on agreement ${agreementNumber} (${status}) and cannot be deleted`,
  /** A serialised unit's status while an agreement holds it follows the agreement. */
  statusHeld: (agreementNumber: string, status: string) =>
    `This item is on agreement ${agreementNumber} (${status}); its status follows the agreement and cannot be changed by hand`,
  /** A serial-numbered unit given a count its status does not give (`count`, serialUnitCount). */
  serialCount: (name: string, serial: string, status: string, count: 0 | 1) => {
    const label = FLOW_STATUS_LABELS[status as keyof typeof FLOW_STATUS_LABELS] ?? status;
    return `${name} (serial ${serial.trim()}) is a single serial-numbered unit: while ${label} it counts ${count} ${count === 1 ? 'unit' : 'units'} in stock`;
  },
} as const;

export const SERIAL_TEXTS = {
  taken: (serial: string, itemName: string) =>
    `Serial number ${serial.trim()} is already used by ${itemName}`,
} as const;
