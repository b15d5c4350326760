import { MenuItem, Stack, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useState } from 'react';
import { type MakePrimaryQuery, type StoredCard, makePrimaryQuerySchema } from '@gym/contracts/member-billing';
import { US_STATES } from '@gym/contracts/us-states';
import { DialogShell } from '../../../components/dialog-shell';
import { sharedText, useText } from '../../../lib/i18n/catalog';
import { profileQueryOptions } from '../../../lib/profile-query';
import { billingText } from '../i18n';
import { cardDescription } from './card-label';

type AddressFields = Omit<MakePrimaryQuery, 'cardId'>;
type FieldErrors = Partial<Record<keyof AddressFields, string>>;

interface MakePrimaryDialogProps {
  card: StoredCard | null;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onSubmit: (query: MakePrimaryQuery) => void;
}

/** Make primary: the card's billing address (the make-primary query's fields), then the change. */
export function MakePrimaryDialog(props: MakePrimaryDialogProps) {
  // Mounted while open: each card starts from the address on the member's profile.
  return props.card && <MakePrimaryForm {...props} card={props.card} />;
}

function MakePrimaryForm({ card, busy, error, onCancel, onSubmit }: MakePrimaryDialogProps & { card: StoredCard }) {
  const t = useText(billingText);
  const queryClient = useQueryClient();
  // Sign-in loads the profile: its address is the likeliest billing address. Nothing is fetched for it here.
  const profile = queryClient.getQueryData(profileQueryOptions().queryKey);
  const [fields, setFields] = useState<AddressFields>({
    billingAddressLine1: profile?.address ?? '',
    billingCity: profile?.city ?? '',
    billingState: profile?.state ?? '',
    billingZip: profile?.zipCode ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = () => {
    const parsed = makePrimaryQuerySchema.safeParse({ cardId: card.i4goUniqueId, ...fields });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof AddressFields;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    onSubmit(parsed.data);
  };

  const field = (name: keyof AddressFields, label: string, autoComplete: string) => ({
    label,
    value: fields[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setFields((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
    error: Boolean(errors[name]),
    // The contracts schema's message, in the language shown.
    helperText: errors[name] ? sharedText(errors[name]) : ' ',
    autoComplete,
    fullWidth: true,
  });

  return (
    <DialogShell
      title={t('billing.makePrimary.title')}
      description={t('billing.makePrimary.text', { card: cardDescription(card) })}
      error={error}
      busy={busy}
      busyLabel={t('billing.makePrimary.saving')}
      cancelLabel={t('billing.makePrimary.cancel')}
      confirmLabel={t('billing.makePrimary.submit')}
      onClose={onCancel}
      onConfirm={submit}
      asForm
      wide
    >
      {/* The fields' helper lines keep their room: they sit closer than the shell's parts. */}
      <Stack spacing={1}>
        <TextField {...field('billingAddressLine1', t('billing.makePrimary.address'), 'billing address-line1')} />
        <TextField {...field('billingCity', t('billing.makePrimary.city'), 'billing address-level2')} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField select {...field('billingState', t('billing.makePrimary.state'), 'billing address-level1')}>
            {US_STATES.map((state) => (
              <MenuItem key={state.value} value={state.value}>
                {state.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            {...field('billingZip', t('billing.makePrimary.zip'), 'billing postal-code')}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
          />
        </Stack>
      </Stack>
    </DialogShell>
  );
}
