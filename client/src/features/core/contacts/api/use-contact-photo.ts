/**
 * A contact's photo from the server (`GET /api/core/contacts/{id}/photo`, bearer token, cached
 * by the service worker), as an object URL.
 */
import { useEffect, useState } from 'react';
import { getToken } from '@/api/session';

export interface ContactPhoto {
  url: string | null;
  /** The photo exists but could not be fetched (offline and not cached). */
  failed: boolean;
}

export function useContactPhoto(
  id: string | undefined,
  hasPhoto: boolean,
  version: number,
): ContactPhoto {
  const [photo, setPhoto] = useState<ContactPhoto>({ url: null, failed: false });
  useEffect(() => {
    if (!id || !hasPhoto) {
      setPhoto({ url: null, failed: false });
      return;
    }
    let objectUrl: string | null = null;
    const controller = new AbortController();
    const token = getToken();
    fetch(`/api/core/contacts/${id}/photo?v=${version}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: controller.signal,
    })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        objectUrl = URL.createObjectURL(await res.blob());
        setPhoto({ url: objectUrl, failed: false });
      })
      .catch((err: unknown) => {
        if (!(err instanceof DOMException && err.name === 'AbortError'))
          setPhoto({ url: null, failed: true });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [id, hasPhoto, version]);
  return photo;
}
