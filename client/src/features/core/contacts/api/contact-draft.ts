/**
 * Form drafts in the local kv table, so a reload mid-form loses nothing. Saved a moment after
 * each change, restored once on mount, cleared when the form is submitted or cancelled.
 * A chosen photo (up to 5 MB) is kept under its own key and written only when it changes, so
 * typing does not rewrite megabytes on every keystroke.
 */
import { useEffect, useRef, useState } from 'react';
import { kvDelete, kvGet, kvSet } from '@/local-db/kv';

export const draftKey = (scope: string) => `draft:contact:${scope}`;

const photoKey = (key: string) => `${key}:photo`;

export async function loadDraft<T>(key: string): Promise<T | null> {
  const [raw, photo] = await Promise.all([kvGet(key), kvGet(photoKey(key))]);
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as T & { photo_id?: string | null };
    return photo ? { ...draft, photo_id: photo } : draft;
  } catch {
    return null;
  }
}

export async function clearDraft(key: string): Promise<void> {
  await Promise.all([kvDelete(key), kvDelete(photoKey(key))]);
}

/** Saves `values` under `key` while `active` (not on the first render: that is the restore). */
export function useDraftAutosave<T extends { photo_id?: string | null }>(
  key: string,
  values: T | null,
  active: boolean,
  delayMs = 400,
): void {
  const first = useRef(true);
  const savedPhoto = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (!active || values === null) return;
    if (first.current) {
      first.current = false;
      savedPhoto.current = values.photo_id;
      return;
    }
    const timer = setTimeout(() => {
      const { photo_id, ...rest } = values;
      void kvSet(key, JSON.stringify(rest));
      if (photo_id !== savedPhoto.current) {
        savedPhoto.current = photo_id;
        void (photo_id ? kvSet(photoKey(key), photo_id) : kvDelete(photoKey(key)));
      }
    }, delayMs);
    return () => clearTimeout(timer);
  }, [key, values, active, delayMs]);
}

/** Loads a draft once; `undefined` while reading. */
export function useStoredDraft<T>(key: string): T | null | undefined {
  const [draft, setDraft] = useState<T | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void loadDraft<T>(key).then((d) => live && setDraft(d));
    return () => {
      live = false;
    };
  }, [key]);
  return draft;
}
