/**
 * One contact from the local replica, with whether it has unsynced changes and the photo that
 * waits to be uploaded, if any. `undefined` while loading; `contact: null` when not on this
 * tablet (yet: during the first download a missing contact counts as loading).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { Contact } from '@rentline/sync-protocol/wire';
import { localDb } from '@/local-db/app-db';
import { fromContactRow } from '@/local-db/contacts';

export interface ContactState {
  contact: Contact | null;
  pending: boolean;
  /** A data URL of a photo taken on this tablet and not yet on the server. */
  pendingPhoto: string | null;
  bootstrapped: boolean;
}

export function useContact(id: string | undefined): ContactState | undefined {
  return useLiveQuery(async () => {
    if (!id) return { contact: null, pending: false, pendingPhoto: null, bootstrapped: true };
    const [row, pendingCount, upload, state] = await Promise.all([
      localDb.contacts.get(id),
      localDb.outbox.where('[entity+entityId]').equals(['contact', id]).count(),
      localDb.pendingUploads.get(`contact_photo:${id}`),
      localDb.syncState.get('state'),
    ]);
    return {
      contact: row ? fromContactRow(row) : null,
      pending: pendingCount > 0,
      pendingPhoto: upload ? `data:${upload.mime};base64,${upload.data}` : null,
      bootstrapped: state?.bootstrapped === 1,
    };
  }, [id]);
}
