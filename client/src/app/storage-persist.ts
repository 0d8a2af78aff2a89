/**
 * Ask the browser to keep this site's storage under pressure (DESIGN.md section 4, "Status"):
 * the outbox lives in IndexedDB and must not be evicted. Asked once per app start, after
 * sign-in (browsers grant it more readily to a site the person is using).
 */
let asked = false;

export async function requestPersistentStorage(): Promise<boolean> {
  if (asked) return false;
  asked = true;
  try {
    const storage = navigator.storage;
    if (!storage?.persist) return false;
    if (await storage.persisted()) return true;
    return await storage.persist();
  } catch (error) {
    console.warn('Persistent storage could not be requested', error);
    return false;
  }
}
