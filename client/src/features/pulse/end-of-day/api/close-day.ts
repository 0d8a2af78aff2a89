/** POST /api/end-of-day/{yyyy-MM-dd}/close with the counted cash and checks. Online only. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endOfDaySchema, type EndOfDayClose } from '@rentline/sync-protocol';
import { apiFetch } from '@/api/http';
import { endOfDayKeys } from './get-end-of-day';

export const closeDay = ({ date, ...counted }: EndOfDayClose & { date: string }) =>
  apiFetch(`/end-of-day/${date}/close`, { method: 'POST', json: counted, schema: endOfDaySchema });

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
