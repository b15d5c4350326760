import EditIcon from '@mui/icons-material/Edit';
import { Button, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useText } from '../../../../lib/i18n/catalog';
import { signupText } from '../../i18n';

/** One section of the review, with its Edit button. */
export function ConfirmSection({
  title,
  onEdit,
  children,
}: {
  title: string;
  onEdit?: () => void;
  children: ReactNode;
}) {
  const t = useText(signupText);
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2.5 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="h2">{title}</Typography>
        {onEdit && (
          <Button
            size="small"
            startIcon={<EditIcon />}
            onClick={onEdit}
            aria-label={t('signup.confirm.editSection', { section: title })}
          >
            {t('signup.confirm.edit')}
          </Button>
        )}
      </Stack>
      {children}
    </Paper>
  );
}

export function Line({ children }: { children: ReactNode }) {
  return <Typography color="text.secondary">{children}</Typography>;
}

export function AmountLine({ label, amount, strong }: { label: string; amount: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{amount}</Typography>
    </Stack>
  );
}
