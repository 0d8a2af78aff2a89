/**
 * The module an engagement belongs to, read from the marker in its text (SPEC.md section 2,
 * "Engagements"): 'Store Visit (Core)' is Core; text without a marker is General. The same
 * reading colours calendar events by their title.
 */
import { MODULE_MARKERS, type ModuleMarker } from '@rentline/sync-protocol/rules';

export type EngagementModule = ModuleMarker | 'General';

const MARKER = new RegExp(`\\((${MODULE_MARKERS.join('|')})\\)`, 'i');

export function moduleOf(text: string | null | undefined): EngagementModule {
  const found = text ? MARKER.exec(text) : null;
  if (!found) return 'General';
  const name = found[1]!.toLowerCase();
  return MODULE_MARKERS.find((m) => m.toLowerCase() === name) ?? 'General';
}

/** The palette of each module, as the hub's module cards use them. */
export const MODULE_PALETTES: Record<EngagementModule, string> = {
  Core: 'blue',
  Connect: 'purple',
  Pulse: 'green',
  Flow: 'orange',
  General: 'gray',
};
