import type { EngagementView, FollowUpView } from '@rentline/sync-protocol/wire';
import type { EngagementRow, FollowUpRow } from './engagements.queries';

/** Timestamps leave as ISO 8601 UTC text (`yyyy-MM-ddTHH:mm:ss.SSSZ`). */
export const presentEngagementView = (row: EngagementRow): EngagementView => ({
  ...row,
  engagement_date_time: row.engagement_date_time.toISOString(),
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

export const presentFollowUpView = (row: FollowUpRow): FollowUpView => ({
  ...row,
  date_time: row.date_time.toISOString(),
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});
