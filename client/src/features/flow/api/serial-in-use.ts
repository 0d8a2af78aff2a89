/**
 * The item forms check a serial number against the device's copy of the inventory before
 * saving (the server refuses one in use with the same words: sync-protocol SERIAL_TEXTS).
 * Another device's item not pulled yet is caught by the server, and the change waits in sync
 * issues saying which item has the serial.
 */
import { serialKey } from '@rentline/sync-protocol/rules';
import { SERIAL_TEXTS } from '@rentline/sync-protocol/texts';
import { localDb } from '@/local-db/app-db';

/** The refusal for `serial` if another item on this device has it, else null. */
export async function serialInUse(
  serial: string | null | undefined,
  exceptId?: string,
): Promise<string | null> {
  const key = serialKey(serial);
  if (!key) return null;
  const other = await localDb.flowItems
    .filter((item) => item.id !== exceptId && serialKey(item.serial_number) === key)
    .first();
  return other ? SERIAL_TEXTS.taken(serial!, other.name) : null;
}
