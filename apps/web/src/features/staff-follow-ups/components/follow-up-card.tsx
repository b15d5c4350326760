import { Box, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useText } from '../../../lib/i18n/catalog';
import { staffFollowUpsText } from '../i18n';

interface FollowUpCardProps {
  name: string;
  /** A short line beside the name: the step reached, or the billing status. */
  badge: ReactNode;
  /** Label and value pairs; empty values are left out. */
  details: readonly [string, string | null][];
  marks: readonly (string | null)[];
  actions: ReactNode;
}

/** One person to follow up: who, the facts, what the staff already did, and the actions. */
export function FollowUpCard({ name, badge, details, marks, actions }: FollowUpCardProps) {
  const done = marks.filter((mark): mark is string => mark !== null);
  const t = useText(staffFollowUpsText);
  return (
    <Card component="li" variant="outlined" aria-label={name}>
      <CardContent>
        <Stack spacing={1}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
              {name}
            </Typography>
            {badge}
          </Box>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
          >
            {details
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <Box key={label} sx={{ display: 'contents' }}>
                  <Typography component="dt" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                    {value}
                  </Typography>
                </Box>
              ))}
          </Box>
          {done.length > 0 ? (
            done.map((mark) => (
              <Typography key={mark} variant="body2" color="success.dark">
                {mark}
              </Typography>
            ))
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('staff-follow-ups.notFollowedUp')}
            </Typography>
          )}
        </Stack>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>{actions}</CardActions>
    </Card>
  );
}
