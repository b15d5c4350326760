import { QueryClient, QueryClientProvider, onlineManager, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { activateLocale } from '../../lib/i18n/i18n';
import { OfflineNotice } from './offline-notice';

function setBrowserOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    onlineManager.setOnline(online);
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

function PageWithData() {
  useQuery({ queryKey: ['visits'], queryFn: async () => [] });
  return null;
}

function renderNotice(page = <></>) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <OfflineNotice />
      {page}
    </QueryClientProvider>,
  );
}

beforeEach(() => setBrowserOnline(true));
afterEach(() => {
  setBrowserOnline(true);
  vi.restoreAllMocks();
});

it('shows nothing while the browser is online', () => {
  renderNotice(<PageWithData />);
  expect(screen.queryByText('You are offline')).not.toBeInTheDocument();
});

it('says the browser is offline, and that the page will load once it is back, when its data waits', async () => {
  setBrowserOnline(false);
  renderNotice(<PageWithData />);
  expect(await screen.findByText('You are offline')).toBeInTheDocument();
  expect(
    await screen.findByText('Part of this page needs the network: it will load when you are back online.'),
  ).toBeInTheDocument();
  setBrowserOnline(true);
  expect(screen.queryByText('You are offline')).not.toBeInTheDocument();
});

it('on a page that has all it needs, only says what waits for the network', () => {
  setBrowserOnline(false);
  renderNotice();
  expect(screen.getByText('You are offline')).toBeInTheDocument();
  expect(screen.getByText('What needs the network will work again when you are back online.')).toBeInTheDocument();
});

it('says so in Spanish when Spanish is shown', async () => {
  setBrowserOnline(false);
  await act(() => activateLocale('es'));
  try {
    renderNotice();
    expect(screen.getByText('Está sin conexión')).toBeInTheDocument();
    expect(
      screen.getByText('Lo que necesita la red volverá a funcionar cuando vuelva a tener conexión.'),
    ).toBeInTheDocument();
  } finally {
    await act(() => activateLocale('en'));
  }
});
