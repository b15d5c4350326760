import { act, renderHook } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { MESSAGES } from '@gym/contracts/messages';
import { ApiError } from './api-client';
import { closeBanner, useBanner } from './banner-store';
import { queryClient } from './query-client';

afterEach(() => {
  queryClient.clear();
  closeBanner();
});

async function failWith(error: ApiError, errorMessage: string) {
  const banner = renderHook(() => useBanner());
  await act(async () => {
    await queryClient
      .fetchQuery({
        queryKey: ['failing', error.code],
        queryFn: () => Promise.reject(error),
        meta: { errorMessage },
        retry: false,
      })
      .catch(() => undefined);
  });
  return banner.result.current?.message;
}

it("shows the area's own text for a failure of the area", async () => {
  expect(await failWith(new ApiError(500, MESSAGES.somethingWentWrong, 'INTERNAL'), 'Load billing error.')).toBe(
    'Load billing error.',
  );
});

it("shows the server's message while the service is briefly unavailable (database or Redis away)", async () => {
  const away = new ApiError(503, MESSAGES.serviceUnavailable, 'SERVICE_UNAVAILABLE');
  expect(await failWith(away, 'Load billing error.')).toBe(MESSAGES.serviceUnavailable);
});
