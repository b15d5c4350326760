import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { clubsQueryOptions } from '../../../lib/clubs';
import { signIn, signOut } from '../../../lib/session';
import { sessionTokenFor } from '../../../test/session-token';
import { SAM } from '../../../test/session-users';
import { CLUBS } from '../test/schedule-fixture';
import { Component as HomeClubSchedule } from './home-club-schedule';

function Landed() {
  return <div data-testid="landed">{useLocation().pathname}</div>;
}

function openClasses(favoriteLocation: string | null, favoriteLocationName: string | null) {
  act(() => void signIn({ token: sessionTokenFor({ ...SAM, favoriteLocation, favoriteLocationName }) }));
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(clubsQueryOptions().queryKey, CLUBS);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/classes']}>
        <Routes>
          <Route path="classes" element={<HomeClubSchedule />} />
          <Route path="*" element={<Landed />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  act(() => signOut());
});

describe("the member navigation's Classes", () => {
  it("opens the home club's schedule, named as the clubs list names it", async () => {
    openClasses('105', 'Soma');
    expect(await screen.findByTestId('landed')).toHaveTextContent('/locations/soma/schedule');
  });

  it('opens the clubs for a member without a home club', async () => {
    openClasses(null, null);
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/locations$/);
  });
});
