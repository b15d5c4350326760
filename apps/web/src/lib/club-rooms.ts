import { queryOptions, useQuery } from '@tanstack/react-query';
import { roomsAnswerSchema } from '@gym/contracts/clubs';
import { MESSAGES } from '@gym/contracts/messages';
import { apiRequest } from './api-client';

/** GET /clubs/rooms/:clubId: a club's rooms, reference data (the clubs page, a class moved in the console). */
export const roomsQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: ['clubs', 'rooms', clubId],
    queryFn: async () =>
      (await apiRequest(`/clubs/rooms/${encodeURIComponent(clubId)}`, { schema: roomsAnswerSchema })).data,
    meta: { errorMessage: MESSAGES.loadRoomsError },
  });

export function useRooms(clubId: string) {
  return useQuery(roomsQueryOptions(clubId));
}
