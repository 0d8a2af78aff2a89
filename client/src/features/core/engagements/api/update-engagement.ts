/** Edit engagement: only the fields the person changed travel, based on what the form showed. */
import type { z } from 'zod';
import type { engagementEditSchema } from '@rentline/sync-protocol/wire';
import { mutate, type EnqueueOptions } from '@/sync';

export type EngagementEditValues = z.output<typeof engagementEditSchema>;

export async function updateEngagement(
  id: string,
  values: EngagementEditValues,
  shown: EnqueueOptions,
): Promise<void> {
  await mutate('engagement.update', { ...values, id }, shown);
}
