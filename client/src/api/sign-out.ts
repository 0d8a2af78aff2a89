/**
 * POST /api/auth/signout: ends the session on the server, so the token is refused from then on
 * by every server. Best effort: offline, or if the server cannot be reached, sign-out still
 * happens on the device and the session ends at its expiry. Not sent through `apiFetch`, whose
 * 401 handling would touch the session being cleared.
 */
import { apiUrl } from './http';

export async function endServerSession(token: string): Promise<void> {
  try {
    await fetch(apiUrl('/auth/signout'), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      // Sent even when the page goes away right after.
      keepalive: true,
    });
  } catch {
    // Offline or unreachable: the session ends at its expiry.
  }
}
