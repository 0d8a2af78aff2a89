/**
 * POST /api/end-of-day/{yyyy-MM-dd}/close with the counted cash and checks. Online only. A close
 * over or short beyond the store's threshold is a manager's (roles.ts `day.close_unbalanced`):
 * asked for first when this tablet sees it is, else when the server says so.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endOfDaySchema, type EndOfDayClose } from '@rentline/sync-protocol/wire';
import { apiFetch } from '@/api/http';
import { endOfDayKeys } from './get-end-of-day';

export const closeDay = ({
  date,
  overShortCents,
  ...counted
}: EndOfDayClose & {
  date: string;
  /** Over (+) or short (−) as this tablet works it out, when beyond the threshold. */
  overShortCents?: number | null;
}) =>
  apiFetch(`/end-of-day/${date}/close`, {
    method: 'POST',
    json: counted,
    schema: endOfDaySchema,
    approval: {
      action: 'day.close_unbalanced',
      // The server binds a close's approval to its day.
      recordId: date,
      amountCents: overShortCents == null ? null : Math.abs(overShortCents),
      askFirst: overShortCents != null,
    },
  });

export function useCloseDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeDay,
    onSuccess: (day) => {
      queryClient.setQueryData(endOfDayKeys.day(day.date), day);
      return queryClient.invalidateQueries({ queryKey: endOfDayKeys.closes() });
    },
  });
}
