import { ThemeProvider, createTheme } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUDIT_ACTIONS } from '@gym/contracts/staff';
import { AUDIT_ACTION_LABELS, type AuditEntry, auditActionLabel } from '@gym/contracts/staff-audit';
import { saveFile } from '../../../lib/download-file';
import { translate } from '../../../lib/i18n/catalog';
import { activateLocale } from '../../../lib/i18n/i18n';
import english from '../i18n/en.json';
import { staffAuditText } from '../i18n';
import { fieldLabel } from './audit-diff';
import { Component as AuditLogPage } from './audit-log-page';

vi.mock('../../../lib/download-file', () => ({ saveFile: vi.fn(), fetchMemberFile: vi.fn() }));

const ENTRIES: AuditEntry[] = [
  {
    id: 'e1',
    action: 'staff-account.updated',
    actor: { id: 'd1', name: 'Dana Boss', email: 'dana@example.com' },
    member: { id: 'a1', name: 'Rosa Díaz', memberNumber: null },
    club: null,
    reason: null,
    before: { role: 'staff', clubIds: ['106'], active: true },
    after: { role: 'manager', clubIds: ['106', '104'], active: true },
    at: '2026-11-24T21:47:00.000Z',
  },
  {
    id: 'e2',
    action: 'widget.polished',
    actor: { id: 'd1', name: 'Dana Boss', email: 'dana@example.com' },
    member: null,
    club: null,
    reason: 'Shiny',
    before: null,
    after: { withPasswordLink: false },
    at: '2026-11-24T20:00:00.000Z',
  },
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function exportedLines(): Promise<string[]> {
  const [blob] = vi.mocked(saveFile).mock.calls[0]!;
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
  return text.replace('\uFEFF', '').split('\r\n');
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/staff/audit') return json({ entries: ENTRIES, nextCursor: null });
      if (path === '/staff/accounts') return json({ accounts: [] });
      if (path === '/clubs') return json([]);
      return json({ success: false, status: 404, code: 'NOT_FOUND', message: 'Not found' }, 404);
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.mocked(saveFile).mockClear();
  await act(() => activateLocale('en'));
});

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ThemeProvider theme={createTheme()}>
        <AuditLogPage />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

describe('the catalog of actions and fields', () => {
  it("names every action: contracts' own label, or the catalog's whose English is contracts' made-up label", () => {
    for (const action of AUDIT_ACTIONS) {
      const id = `staff-audit.action.${action}`;
      if (AUDIT_ACTION_LABELS[action]) expect(english).not.toHaveProperty([id]);
      else expect(translate(staffAuditText, id as keyof typeof english)).toBe(auditActionLabel(action));
    }
  });

  it('names every field it knows in English as the label made from its name', () => {
    const fields = Object.keys(english).filter((id) => id.startsWith('staff-audit.field.'));
    expect(fields.length).toBeGreaterThan(30);
    for (const id of fields) {
      expect(english[id as keyof typeof english]).toBe(fieldLabel(id.replace('staff-audit.field.', '')));
    }
  });
});

it('shows the audit log in Spanish, and exports Spanish headers over the same values as in English', async () => {
  await act(() => activateLocale('es'));
  const user = renderPage();
  expect(await screen.findByRole('heading', { name: 'Registro de auditoría' })).toBeInTheDocument();
  expect(await screen.findByText('2 entradas, las más recientes primero.')).toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'Filtrar el registro de auditoría' })).toBeInTheDocument();

  const table = screen.getByRole('table', { name: 'Entradas del registro de auditoría' });
  expect(within(table).getByRole('columnheader', { name: 'Antes y después' })).toBeInTheDocument();
  const [, updated, unknown] = within(table).getAllByRole('row');
  expect(updated).toHaveTextContent('Cuenta del personal modificada');
  expect(updated).toHaveTextContent('Rol:antes staffahora manager');
  expect(updated).toHaveTextContent('Id. de los clubes:');
  expect(updated).toHaveTextContent('24 nov 2026');
  // An action this client does not know: contracts' label made from its name; a yes or no in Spanish.
  expect(unknown).toHaveTextContent('Widget polished');
  expect(unknown).toHaveTextContent('Con enlace para la contraseña:no');

  await user.click(screen.getByRole('button', { name: /CSV/ }));
  const [header, first] = await exportedLines();
  expect(header).toBe(
    'Fecha y hora,Hora (UTC),Personal,Correo electrónico del personal,Acción,Miembro,Número de miembro,Club,Motivo,Cambios',
  );
  expect(first).toBe(
    '"Nov 24, 2026, 1:47 PM",2026-11-24T21:47:00.000Z,Dana Boss,dana@example.com,Staff account updated,Rosa Díaz,,,,' +
      '"Role: staff → manager; Club ids: 106 → 106, 104"',
  );
});

it('keeps the English of the log as it was', async () => {
  renderPage();
  expect(await screen.findByText('2 entries, newest first.')).toBeInTheDocument();
  const [, updated] = within(screen.getByRole('table', { name: 'Audit entries' })).getAllByRole('row');
  expect(updated).toHaveTextContent('Staff account updated');
  expect(updated).toHaveTextContent('Role:was staffnow manager');
  expect(updated).toHaveTextContent('Nov 24, 2026, 1:47 PM');
});
