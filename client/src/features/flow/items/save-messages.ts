/**
 * What the toast says after a save, so it matches what happened (SPEC.md section 8, Flow):
 * 'Item and image …' only once the server has both; offline, the image is said to upload later.
 */
import { TOASTS } from '@rentline/sync-protocol/texts';
import type { ItemSyncOutcome } from '../api/sync-item';

export interface ToastMessage {
  type: 'success' | 'error' | 'warning' | 'info';
  title: string;
  description?: string;
}

export const IMAGE_LATER_OFFLINE = 'The image will upload when you are back online.';
export const IMAGE_LATER_ONLINE = 'The image will finish uploading in the background.';
export const IMAGE_KEPT = 'Image saved on this tablet';
export const NO_CHANGES = 'No changes to save';

const later = (outcome: { offline: boolean }) =>
  outcome.offline ? IMAGE_LATER_OFFLINE : IMAGE_LATER_ONLINE;

/** The item dialog's save: `changed` = fields were sent; `outcome` = null when no image was chosen. */
export function editMessage(changed: boolean, outcome: ItemSyncOutcome | null): ToastMessage {
  if (!outcome)
    return changed
      ? { type: 'success', title: TOASTS.itemUpdated }
      : { type: 'info', title: NO_CHANGES };
  switch (outcome.state) {
    case 'saved':
      return {
        type: 'success',
        title: changed ? TOASTS.itemAndImageUpdated : TOASTS.imageUploaded,
      };
    case 'waiting':
      return {
        type: 'success',
        title: changed ? TOASTS.itemUpdated : IMAGE_KEPT,
        description: later(outcome),
      };
    case 'rejected':
      return { type: 'error', title: TOASTS.itemUpdateFailed, description: outcome.error };
    case 'image-failed':
      return {
        type: 'error',
        title: TOASTS.imageUploadFailed,
        description: changed ? `${outcome.error} The other changes were saved.` : outcome.error,
      };
  }
}

/** The new-item form's save; `outcome` = null when no image was chosen. */
export function createMessage(outcome: ItemSyncOutcome | null): ToastMessage {
  if (!outcome) return { type: 'success', title: TOASTS.itemCreated };
  switch (outcome.state) {
    case 'saved':
      return { type: 'success', title: TOASTS.itemAndImageUploaded };
    case 'waiting':
      return { type: 'success', title: TOASTS.itemCreated, description: later(outcome) };
    case 'rejected':
      return { type: 'error', title: TOASTS.itemCreateFailed, description: outcome.error };
    case 'image-failed':
      return { type: 'warning', title: TOASTS.itemCreatedImageFailed, description: outcome.error };
  }
}
