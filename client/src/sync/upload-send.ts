/**
 * How uploads.ts sends one image (its step 3), given up on a stall (stall.ts), never on a total
 * time: by XMLHttpRequest in the browser, whose progress events tell that the image is still
 * going up; by fetch where there is none (tests, Node).
 */
import { ERRORS } from '@rentline/sync-protocol/texts';
import { StallAbort, stallGuard } from './stall';

export interface Answer {
  status: number;
  statusText: string;
  text: string;
}

/**
 * By XMLHttpRequest: each progress event, of the image going up or of the answer coming back,
 * restarts the stall timer.
 */
export function sendByXhr(
  xhr: XMLHttpRequest,
  url: string,
  token: string,
  form: FormData,
  stallMs: number,
) {
  const stall = stallGuard(stallMs);
  return new Promise<Answer>((resolve, reject) => {
    xhr.open('POST', url);
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = () => stall.moved();
    xhr.onprogress = () => stall.moved();
    xhr.onload = () =>
      resolve({ status: xhr.status, statusText: xhr.statusText, text: xhr.responseText });
    xhr.onerror = () => reject(new TypeError(ERRORS.networkError));
    xhr.onabort = () => reject(new TypeError(ERRORS.networkError));
    stall.signal.addEventListener('abort', () => {
      reject(stall.signal.reason as Error);
      xhr.abort();
    });
    xhr.send(form);
  }).finally(() => stall.done());
}

/** By fetch: the stall timer runs from the start (fetch cannot tell that the body is moving). */
export async function sendByFetch(
  doFetch: typeof fetch,
  url: string,
  token: string,
  form: FormData,
  stallMs: number,
): Promise<Answer> {
  const stall = stallGuard(stallMs);
  try {
    const init = { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form };
    const response = await stall.race(doFetch(url, { ...init, signal: stall.signal }));
    stall.moved();
    const text = await stall.race(response.text()).catch((err: unknown) => {
      if (err instanceof StallAbort) throw err;
      return '';
    });
    return { status: response.status, statusText: response.statusText, text };
  } finally {
    stall.done();
  }
}
