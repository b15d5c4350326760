import { Box, Typography, type TypographyProps } from '@mui/material';
import type { ClubHours } from '@gym/contracts/club-hours';
import { openingLine } from '../../lib/club-hours-text';
import { useLocale } from '../../lib/i18n/i18n';

export interface ClubOpeningLineProps {
  /** The club's hours as GET /clubs/hours answers them; only `now` and `timeZone` are read. */
  hours: Pick<ClubHours, 'now' | 'timeZone'>;
  /** The text's variant (body1 unless told). */
  variant?: TypographyProps['variant'];
}

/**
 * 'Open now · closes 10 p.m.' or 'Closed · opens 6 a.m.' on the club's own clock, in the language shown, after a dot
 * in the brand's green when open (the words say it too, for anyone who cannot tell the colours apart).
 */
export function ClubOpeningLine({ hours, variant = 'body1' }: ClubOpeningLineProps) {
  useLocale();
  const { open } = hours.now;
  return (
    <Typography
      variant={variant}
      sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
      data-testid="club-opening-line"
    >
      <Box
        component="span"
        aria-hidden
        sx={{
          width: 10,
          height: 10,
          borderRadius: '50%',
          flexShrink: 0,
          bgcolor: open ? 'primary.main' : 'transparent',
          border: 2,
          borderColor: open ? 'primary.main' : 'text.secondary',
        }}
      />
      <span>{openingLine(hours.now, hours.timeZone)}</span>
    </Typography>
  );
}
