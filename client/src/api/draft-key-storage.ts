/** Where the draft key is kept while its employee is signed in (draft-key.ts). */
export const DRAFT_KEY_STORAGE = 'draft_key';
