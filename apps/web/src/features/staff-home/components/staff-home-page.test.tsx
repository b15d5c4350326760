import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import type { SessionUser } from '@gym/contracts/session-user';
import { activateLocale } from '../../../lib/i18n/i18n';
import { signIn, signOut } from '../../../lib/session';
import { sessionTokenFor } from '../../../test/session-token';
import { StaffHomePage } from './staff-home-page';

const ME = '5d0f3c1e-0000-4000-8000-000000000009';

function signInAs(role: SessionUser['role']) {
  const user: SessionUser = {
    sfId: ME,
    idCA: '100009',
    name: 'Casey Coach',
    email: `${role}@example.com`,
    firstName: 'Casey',
    favoriteLocationName: 'Marin',
    favoriteLocation: '101',
    favoriteLocationCAId: '101',
    memberStatus: 'active',
    scanCode: 'BFC-100009',
    isTrainer: role === 'trainer',
    isDirector: role === 'director',
    role,
  };
  signIn({ token: sessionTokenFor({ sub: ME, ...user }) });
}

function renderHome() {
  render(
    <MemoryRouter>
      <StaffHomePage conversations={null} calls={null} />
    </MemoryRouter>,
  );
}

afterEach(async () => {
  signOut();
  await act(() => activateLocale('en'));
});

it("greets the front desk in Spanish and offers the desk's two pages", async () => {
  signInAs('staff');
  await act(() => activateLocale('es'));
  renderHome();
  expect(screen.getByRole('heading', { name: 'Hola, Casey' })).toBeInTheDocument();
  const desk = screen.getByRole('region', { name: 'Recepción' });
  expect(desk).toHaveTextContent('Registre la entrada de los miembros y revise sus registros de vacunación.');
  expect(within(desk).getByRole('link', { name: 'Registrar la entrada de un miembro' })).toHaveAttribute(
    'href',
    '/staff/check-in',
  );
  expect(within(desk).getByRole('link', { name: 'Revisar registros de vacunación' })).toHaveAttribute(
    'href',
    '/staff/vaccines',
  );
});

it('says a trainer is one, at their club, in either language', async () => {
  signInAs('trainer');
  renderHome();
  expect(screen.getByText('Trainer · Marin')).toBeInTheDocument();
  await act(() => activateLocale('es'));
  expect(screen.getByText('Entrenador · Marin')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Hola, Casey' })).toBeInTheDocument();
});

it('leads a trainer to the classes they teach', () => {
  signInAs('trainer');
  renderHome();
  const classes = screen.getByRole('region', { name: 'Your classes' });
  expect(within(classes).getByRole('link', { name: 'My classes' })).toHaveAttribute('href', '/trainer/classes');
});

it('offers the director no classes of their own', () => {
  signInAs('director');
  renderHome();
  expect(screen.queryByRole('region', { name: 'Your classes' })).toBeNull();
});
