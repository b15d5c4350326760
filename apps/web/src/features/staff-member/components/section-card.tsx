import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';

/** One section of the member's page: a card with its heading, the section's buttons beside it. */
export function SectionCard({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card component="section" variant="outlined" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <CardContent>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1.5 }}
        >
          <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem' }}>
            {title}
          </Typography>
          {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

/** What a section says when it has nothing to list. */
export function Empty({ children }: { children: ReactNode }) {
  return <Typography color="text.secondary">{children}</Typography>;
}
