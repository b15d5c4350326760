import { Card, CardContent, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';

/** One part of a club's page: an outlined card named by its heading (a region for screen readers). */
export function ClubSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2, md: 3 }, '&:last-child': { pb: { xs: 2, md: 3 } } }}>
        <Typography id={headingId} variant="h2" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
