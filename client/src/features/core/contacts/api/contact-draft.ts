/**
 * Contact form drafts, so a reload mid-form loses nothing: the signed-in employee's own,
 * encrypted with their draft key (local-db/drafts.ts). Saved a moment after each change,
 * restored once on mount, cleared when the form is submitted or cancelled. A chosen photo (up to
 * 5 MB) is kept under its own name and written only when it changes, so typing does not rewrite
 * megabytes on every keystroke. The SSN is never put in a draft.
 */
import { useEffect, useRef, useState } from 'react';
import { draftCryptoKey } from '@/api/draft-key';
import { getEmployee } from '@/api/session';
import { localDb } from '@/local-db/app-db';
import { createDrafts, type DraftOwner } from '@/local-db/drafts';

const drafts = createDrafts(localDb);

export const draftKey = (scope: string) => `contact:${scope}`;
const photoKey = (key: string) => `${key}:photo`;

async function owner(): Promise<DraftOwner | null> {
  const employee = getEmployee();
  const key = await draftCryptoKey();
  return employee && key ? { employeeId: employee.id, key } : null;
}

export interface StoredDraft<T> {
  value: T;
  photo: string | null;
}

export async function loadDraft<T>(key: string): Promise<StoredDraft<T> | null> {
  const me = await owner();
  if (!me) return null;
  const [raw, photo] = await Promise.all([drafts.load(me, key), drafts.load(me, photoKey(key))]);
  if (!raw) return null;
  try {
    return { value: JSON.parse(raw) as T, photo };
  } catch {
    return null;
  }
}

export async function clearDraft(key: string): Promise<void> {
  const employee = getEmployee();
  if (!employee) return;
  await Promise.all([
    drafts.remove({ employeeId: employee.id }, key),
    drafts.remove({ employeeId: employee.id }, photoKey(key)),
  ]);
}

/**
 * Saves `value` (and `photo` apart) under `key` while `active`, a moment (`delayMs`) after it last
 * changed, not on the first render; nothing while `paused` (a save under way: its draft is
 * cleared once it is done). A render that changes nothing (the page drawn again for something
 * else, as a sync's progress does) does not put the save off.
 */
export function useDraftAutosave<T>(
  key: string,
  value: T | null,
  photo: string | null,
  active: boolean,
  paused?: { readonly current: boolean },
  delayMs = 400,
): void {
  const first = useRef(true);
  const savedPhoto = useRef<string | null | undefined>(undefined);
  // Compared by what would be saved: callers pass a new object on every render.
  const text = value === null ? null : JSON.stringify(value);
  useEffect(() => {
    if (!active || text === null) return;
    if (first.current) {
      first.current = false;
      savedPhoto.current = photo;
      return;
    }
    const timer = setTimeout(() => {
      if (paused?.current) return;
      void owner().then(async (me) => {
        if (!me || paused?.current) return;
        await drafts.save(me, key, text);
        if (photo !== savedPhoto.current) {
          savedPhoto.current = photo;
          await (photo ? drafts.save(me, photoKey(key), photo) : drafts.remove(me, photoKey(key)));
        }
      });
    }, delayMs);
    return () => clearTimeout(timer);
  }, [key, text, photo, active, paused, delayMs]);
}

/** Loads a draft once; `undefined` while reading. */
export function useStoredDraft<T>(key: string): StoredDraft<T> | null | undefined {
  const [draft, setDraft] = useState<StoredDraft<T> | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void loadDraft<T>(key).then((d) => live && setDraft(d));
    return () => {
      live = false;
    };
  }, [key]);
  return draft;
}
