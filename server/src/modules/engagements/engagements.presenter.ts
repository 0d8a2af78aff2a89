import type { EngagementView, FollowUpView } from '@rentline/sync-protocol';
import type { Row } from './engagements.queries';

// PostgreSQL answers bigint (version) as text and PGlite as a number: both leave as numbers.
const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
const int = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export function presentEngagementView(row: Row): EngagementView {
  return {
    id: String(row.id),
    contact_type: text(row.contact_type),
    initial_engagement: String(row.initial_engagement),
    engagement_date_time: String(row.engagement_date_time),
    notes: text(row.notes),
    contact_id: text(row.contact_id),
    customer_id: int(row.customer_id),
    employee_id: int(row.employee_id),
    created_at: String(row.created_at),
    updated_at: String(row.updated_at),
    version: Number(row.version),
    contact_name: text(row.contact_name),
    customer_name: text(row.customer_name),
    employee_name: text(row.employee_name),
    follow_up_count: Number(row.follow_up_count),
  };
}

export function presentFollowUpView(row: Row): FollowUpView {
  return {
    id: String(row.id),
    engagement_id: text(row.engagement_id),
    employee_id: int(row.employee_id),
    required_engagement: String(row.required_engagement),
    date_time: String(row.date_time),
    status: String(row.status),
    notes: text(row.notes),
    // numeric leaves PostgreSQL as text
    amount: row.amount === null || row.amount === undefined ? null : Number(row.amount),
    created_at: String(row.created_at),
    updated_at: String(row.updated_at),
    version: Number(row.version),
    contact_name: text(row.contact_name),
    employee_name: text(row.employee_name),
    initial_engagement: text(row.initial_engagement),
  };
}
