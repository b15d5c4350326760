import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, expect, it } from 'vitest';
import { PERSONAL_INFO_MESSAGES, type PersonalInfo } from '@gym/contracts/personal-info';
import { activateLocale } from '../../lib/i18n/i18n';
import { ConfirmDialog } from '../confirm-dialog';
import { PersonalInfoFields } from './personal-info-fields';

const EMPTY: PersonalInfo = {
  firstName: '',
  lastName: '',
  gender: '',
  birthday: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  emergencyContactName: '',
  emergencyContactPhone: '',
};

function Fields() {
  const { control, setError } = useForm<PersonalInfo>({ defaultValues: EMPTY });
  return (
    <>
      <PersonalInfoFields control={control} />
      <button
        type="button"
        onClick={() => setError('firstName', { message: PERSONAL_INFO_MESSAGES.firstNameRequired })}
      >
        check
      </button>
    </>
  );
}

afterEach(async () => {
  await act(() => activateLocale('en'));
});

it('labels the fields in the specification’s words, and shows the schema’s message as contracts write it', async () => {
  render(<Fields />);
  expect(screen.getByLabelText('Emergency Contact Full Name')).toBeInTheDocument();
  expect(screen.getByLabelText('Birthday')).toHaveAttribute('placeholder', 'mm/dd/yyyy');
  await userEvent.click(screen.getByRole('button', { name: 'check' }));
  expect(screen.getByText(PERSONAL_INFO_MESSAGES.firstNameRequired)).toBeInTheDocument();
});

it('labels the fields in Spanish, with the date format a Spanish reader expects', async () => {
  await act(() => activateLocale('es'));
  render(<Fields />);
  expect(screen.getByLabelText('Nombre')).toBeInTheDocument();
  expect(screen.getByLabelText('Apellido')).toBeInTheDocument();
  expect(screen.getByLabelText('Nombre completo del contacto de emergencia')).toBeInTheDocument();
  expect(screen.getByLabelText('Fecha de nacimiento')).toHaveAttribute('placeholder', 'mm/dd/aaaa');
  expect(screen.getByLabelText('Código postal')).toBeInTheDocument();
});

it('offers Cancel in the language shown in a confirmation', async () => {
  await act(() => activateLocale('es'));
  render(
    <ConfirmDialog
      open
      title="¿Seguro?"
      text="Texto"
      confirmLabel="Sí"
      busy={false}
      error={null}
      onCancel={() => undefined}
      onConfirm={() => undefined}
    />,
  );
  expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
});
