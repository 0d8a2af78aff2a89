import { Engagement, FollowUp } from '../../db/entities';
import { type RowOf, rowTable } from '../../db/row-table';

/** `engagements` and `follow_ups` for the row appliers, from their entities. */
export const ENGAGEMENTS = rowTable(Engagement, { entity: 'engagement', label: 'engagement' });
export type EngagementRow = RowOf<typeof ENGAGEMENTS>;

export const FOLLOW_UPS = rowTable(FollowUp, { entity: 'follow_up', label: 'follow-up' });
export type FollowUpRow = RowOf<typeof FOLLOW_UPS>;
