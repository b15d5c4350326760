import { Checkbox, FormControlLabel } from '@mui/material';
import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { activateLocale } from '../../lib/i18n/i18n';
import { ESIGN_CHECKBOX_LABEL, EsignDisclosures } from './esign-consent';

afterEach(async () => {
  await act(() => activateLocale('en'));
});

function renderConsent() {
  render(
    <>
      <FormControlLabel control={<Checkbox />} label={ESIGN_CHECKBOX_LABEL} />
      <EsignDisclosures />
    </>,
  );
}

it('asks for the consent in the specification’s words, with the support address as a link', () => {
  renderConsent();
  expect(
    screen.getByRole('checkbox', {
      name: 'I agree to sign and receive my agreement and receipts electronically',
    }),
  ).toBeInTheDocument();
  expect(screen.getByText('About signing and receiving documents electronically')).toBeInTheDocument();
  const paper = screen.getByText(/^Paper copies:/);
  expect(paper).toHaveTextContent(
    'Paper copies: you may ask for a paper copy of any of them at no charge, at any club or by writing to help@example.com.',
  );
  expect(screen.getAllByRole('link', { name: 'help@example.com' })[0]).toHaveAttribute(
    'href',
    'mailto:help@example.com',
  );
});

it('asks for it in Spanish once Spanish is chosen, the link kept', async () => {
  renderConsent();
  await act(() => activateLocale('es'));
  expect(
    screen.getByRole('checkbox', {
      name: 'Acepto firmar y recibir mi contrato de membresía y mis recibos de forma electrónica',
    }),
  ).toBeInTheDocument();
  expect(screen.getByText('Acerca de firmar y recibir documentos de forma electrónica')).toBeInTheDocument();
  expect(screen.getByText(/^Retirar el consentimiento:/)).toHaveTextContent(
    'Retirar el consentimiento: escriba a help@example.com en cualquier momento;',
  );
  expect(screen.getAllByRole('link', { name: 'help@example.com' })).toHaveLength(3);
});
