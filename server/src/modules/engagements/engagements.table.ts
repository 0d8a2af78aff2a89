import type { RowTable } from '../../db/row-applier';

export const ENGAGEMENTS: RowTable = {
  table: 'engagements',
  entity: 'engagement',
  label: 'engagement',
  columns: [
    'contact_type',
    'initial_engagement',
    'engagement_date_time',
    'notes',
    'contact_id',
    'customer_id',
    'employee_id',
  ],
};

export const FOLLOW_UPS: RowTable = {
  table: 'follow_ups',
  entity: 'follow_up',
  label: 'follow-up',
  columns: ['engagement_id', 'employee_id', 'required_engagement', 'date_time', 'status', 'notes'],
};
