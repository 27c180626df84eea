import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as contract from '../../../shared/api/reminders';
import type { ReminderChoice } from '../../../shared/toolkit/reminders';
import { call, type Output } from '../../api/client';

/** An event's automatic reminders (issue 27): which are on, and how many of each went out. */
export type ReminderSettings = Output<typeof contract.reminderSettings>;

const key = (eventId: string) => ['reminders', eventId] as const;

/** GET /events/:id/reminders. */
export function useReminderSettings(eventId: string) {
  return useQuery({
    queryKey: key(eventId),
    queryFn: ({ signal }) => call(contract.reminderSettings, { params: { id: eventId }, signal }),
    meta: { silent: true },
  });
}

/** PUT /events/:id/reminders with all four; silent (the panel tells the outcome itself). */
export function useSaveReminders(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: ReminderChoice) =>
      call(contract.saveReminderSettings, { params: { id: eventId }, body: choice }),
    onSuccess: (saved) => queryClient.setQueryData(key(eventId), saved),
    meta: { silent: true },
  });
}
