/**
 * The item forms check a serial number against the device's copy of the inventory before
 * saving (the server refuses one in use with the same words: sync-protocol SERIAL_TEXTS), from
 * an in-memory map of the serials (local-db/item-serials.ts), which the form warms as it opens.
 * Another device's item not pulled yet is caught by the server, and the change waits in sync
 * issues saying which item has the serial.
 */
import { useEffect } from 'react';
import { SERIAL_TEXTS } from '@rentline/sync-protocol/texts';
import { localDb } from '@/local-db/app-db';
import { itemSerials } from '@/local-db/item-serials';

/** The refusal for `serial` if another item on this device has it, else null. */
export async function serialInUse(
  serial: string | null | undefined,
  exceptId?: string,
): Promise<string | null> {
  const other = await itemSerials(localDb).holderOf(serial, exceptId);
  return other ? SERIAL_TEXTS.taken(serial!, other.name) : null;
}

/** Builds the serials' map once the form is on screen, so its save does not wait for it. */
export function useWarmSerials(): void {
  useEffect(() => {
    const warm = setTimeout(
      () =>
        void itemSerials(localDb)
          .warm()
          .catch(() => undefined),
      0,
    );
    return () => clearTimeout(warm);
  }, []);
}
