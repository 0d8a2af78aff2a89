/**
 * The Resolve dialog's note, checked by the protocol's own schema before it is sent: the form
 * refuses exactly what the server would (blank, over the column's length, a NUL character).
 */
import { exceptionResolveSchema } from '@rentline/sync-protocol/wire';

export type NoteCheck = { ok: true; resolution: string } | { ok: false; message: string };

export function checkResolutionNote(text: string): NoteCheck {
  const parsed = exceptionResolveSchema.safeParse({ resolution: text });
  if (parsed.success) return { ok: true, resolution: parsed.data.resolution };
  return { ok: false, message: parsed.error.issues[0]!.message };
}
