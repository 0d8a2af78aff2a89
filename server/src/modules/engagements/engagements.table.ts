import { Engagement, FollowUp } from '../../db/entities';
import { type RowOf, rowTable } from '../../db/row-table';

/** `engagements` and `follow_ups` for the row appliers, from their entities. */
export const ENGAGEMENTS = rowTable(Engagement, 'engagement');
export type EngagementRow = RowOf<typeof ENGAGEMENTS>;

export const FOLLOW_UPS = rowTable(FollowUp, 'follow_up');
export type FollowUpRow = RowOf<typeof FOLLOW_UPS>;
