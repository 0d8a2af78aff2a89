/**
 * Why the app asks to be updated (DESIGN.md section 4, "Versions"), as the prompt words it:
 * - the service worker has downloaded a new version (`downloaded`);
 * - the server answered that it speaks a newer sync protocol (`serverNewer`): changes made here
 *   keep waiting in the outbox (or parked as sync issues, with their data) until the app is
 *   updated, and a reload keeps them, since the outbox is in IndexedDB.
 */
export interface UpdateState {
  downloaded: boolean;
  serverNewer: boolean;
}

export interface UpdatePromptText {
  title: string;
  detail?: string;
}

export const UPDATE_TEXTS = {
  available: 'A new version is available',
  required: 'Update the app to keep syncing',
  requiredDetail: 'The server is newer than this app. Your unsent changes stay on this device.',
  downloading: 'Downloading the update…',
} as const;

/** What the prompt says, or null when there is nothing to update. */
export function updatePromptText(state: UpdateState): UpdatePromptText | null {
  if (state.serverNewer)
    return {
      title: state.downloaded ? UPDATE_TEXTS.required : UPDATE_TEXTS.downloading,
      detail: UPDATE_TEXTS.requiredDetail,
    };
  return state.downloaded ? { title: UPDATE_TEXTS.available } : null;
}
