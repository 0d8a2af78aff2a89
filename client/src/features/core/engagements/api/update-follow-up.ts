/** Edit follow-up: only the changed fields travel ('none' employee and empty engagement id are null). */
import type { z } from 'zod';
import type { followUpEditSchema } from '@rentline/sync-protocol/wire';
import { mutate, type EnqueueOptions } from '@/sync';

export type FollowUpEditValues = z.output<typeof followUpEditSchema>;

export async function updateFollowUp(
  id: string,
  values: FollowUpEditValues,
  shown: EnqueueOptions,
): Promise<void> {
  await mutate('follow_up.update', { ...values, id }, shown);
}
