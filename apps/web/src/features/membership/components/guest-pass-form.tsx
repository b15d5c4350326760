import { Alert, Button, Stack, TextField } from '@mui/material';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { GUEST_PASS_LIMITS, issueGuestPassBodySchema } from '@gym/contracts/guest-passes';
import { sharedText, useText } from '../../../lib/i18n/catalog';
import { useGiveGuestPass } from '../api/give-guest-pass';
import { membershipText } from '../i18n';

type Fields = { guestName: string; guestEmail: string };
const EMPTY: Fields = { guestName: '', guestEmail: '' };

/**
 * 'Give a guest pass': the guest's name and e-mail, checked with the server's own rules before sending; the pass
 * goes to the guest by e-mail (the section shows the server's message). A refusal is shown above the button.
 */
export function GuestPassForm({ onSent }: { onSent: (message: string | null) => void }) {
  const t = useText(membershipText);
  const give = useGiveGuestPass();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Fields>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (give.isPending) return;
    const parsed = issueGuestPassBodySchema.safeParse(fields);
    if (!parsed.success) {
      const next: Partial<Fields> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Fields] ??= issue.message;
      setErrors(next);
      return;
    }
    onSent(null);
    give.mutate(parsed.data, {
      onSuccess: ({ message }) => {
        setFields(EMPTY);
        onSent(message);
      },
    });
  };

  const field = (name: keyof Fields) => ({
    value: fields[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setFields((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
    error: Boolean(errors[name]),
    // The contracts schema's message, in the language shown.
    helperText: errors[name] ? sharedText(errors[name]) : ' ',
  });

  return (
    <Stack component="form" spacing={1} noValidate onSubmit={submit} aria-label={t('membership.guestPasses.give')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
        <TextField
          label={t('membership.guestPasses.guestName')}
          autoComplete="off"
          fullWidth
          slotProps={{ htmlInput: { maxLength: GUEST_PASS_LIMITS.nameMax } }}
          {...field('guestName')}
        />
        <TextField
          label={t('membership.guestPasses.guestEmail')}
          type="email"
          autoComplete="off"
          fullWidth
          slotProps={{ htmlInput: { maxLength: GUEST_PASS_LIMITS.emailMax } }}
          {...field('guestEmail')}
        />
      </Stack>
      {give.isError && (
        <Alert severity="error" variant="outlined">
          {give.error.message}
        </Alert>
      )}
      <Button type="submit" variant="contained" loading={give.isPending} sx={{ alignSelf: 'flex-start' }}>
        {t('membership.guestPasses.give')}
      </Button>
    </Stack>
  );
}
