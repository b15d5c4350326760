import { Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface Figure {
  label: string;
  value: string;
}

/** Figures side by side, wrapping on a phone, as a description list for screen readers. */
export function FigureList({ figures }: { figures: Figure[] }) {
  return (
    <Stack component="dl" direction="row" spacing={3} useFlexGap sx={{ m: 0, flexWrap: 'wrap', rowGap: 1 }}>
      {figures.map((figure) => (
        <div key={figure.label}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {figure.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontSize: '1.5rem', fontWeight: 600 }}>
            {figure.value}
          </Typography>
        </div>
      ))}
    </Stack>
  );
}

/** One card of the dashboard: a title and its figures. */
export function FigureCard({ title, figures, note }: { title: string; figures: Figure[]; note?: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, height: '100%' }}>
      <Typography variant="h2" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <FigureList figures={figures} />
      {note && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {note}
        </Typography>
      )}
    </Paper>
  );
}
