import { Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The narrow card the password pages share with the sign-in page's look. */
export function PasswordPageLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack sx={{ alignItems: 'center', py: { xs: 1, md: 4 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, width: '100%', maxWidth: 440 }}>
        <Stack spacing={3}>
          <Typography variant="h1">{title}</Typography>
          {children}
        </Stack>
      </Paper>
    </Stack>
  );
}
