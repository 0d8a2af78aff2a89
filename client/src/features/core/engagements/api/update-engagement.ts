/** Edit engagement: the engine sends only the fields that changed, with their previous values. */
import type { z } from 'zod';
import type { engagementEditSchema } from '@rentline/sync-protocol';
import { mutate } from '@/sync';

export type EngagementEditValues = z.output<typeof engagementEditSchema>;

export async function updateEngagement(id: string, values: EngagementEditValues): Promise<void> {
  await mutate('engagement.update', { ...values, id });
}
