import { Box, Typography } from '@mui/material';
import { useId } from 'react';
import type { UsualHour } from '@gym/contracts/club-busy';
import { hourLabel } from '../../lib/club-hours-text';
import { useText } from '../../lib/i18n/catalog';
import { intlLocale } from '../../lib/i18n/i18n';
import { componentsText } from '../i18n';
import { LEVEL_TEXT, visuallyHidden } from './busy-level-text';

const BAR_AREA_PX = 56;
/** A bar of a quiet hour is still drawn, so that the day's shape reads as open hours. */
const SMALLEST_BAR_PX = 3;

export interface UsualHoursStripProps {
  /** Today's open hours with their usual level (ClubBusy.usual). */
  usual: UsualHour[];
  /** The hour now on the club's clock (0-23), marked; null marks none. */
  currentHour: number | null;
}

/**
 * Today's usual busyness hour by hour, as bars drawn with plain CSS: each bar's height is the hour's usual share of
 * the club's capacity, the hour now in the brand's dark green with 'Now' over it, a time under every third bar.
 * For a screen reader it is a list: each hour and its usual level in words.
 */
export function UsualHoursStrip({ usual, currentHour }: UsualHoursStripProps) {
  const t = useText(componentsText);
  const titleId = useId();
  if (usual.length === 0) return null;
  const highest = Math.max(...usual.map((hour) => hour.percent), 1);
  const lower = (text: string) => text.toLocaleLowerCase(intlLocale());
  return (
    <Box>
      <Typography id={titleId} variant="body2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('components.busy.usualTitle')}
      </Typography>
      <Box
        component="ol"
        aria-labelledby={titleId}
        sx={{ display: 'flex', alignItems: 'flex-end', gap: '3px', listStyle: 'none', m: 0, p: 0, pt: 2.5, pb: 2.5 }}
      >
        {usual.map((entry, index) => {
          const now = entry.hour === currentHour;
          const label = hourLabel(entry.hour);
          const height = Math.max(SMALLEST_BAR_PX, Math.round((entry.percent / highest) * BAR_AREA_PX));
          const spoken = t(now ? 'components.busy.usualHourNow' : 'components.busy.usualHour', {
            hour: label,
            level: lower(t(LEVEL_TEXT[entry.level])),
          });
          return (
            <Box
              component="li"
              key={entry.hour}
              aria-current={now ? 'time' : undefined}
              data-testid={now ? 'usual-hour-now' : undefined}
              sx={{ flex: '1 1 0', minWidth: 0, position: 'relative', height: BAR_AREA_PX }}
            >
              <Box component="span" sx={visuallyHidden}>
                {spoken}
              </Box>
              <Box
                aria-hidden
                sx={{
                  position: 'absolute',
                  bottom: 0,
                  left: 0,
                  right: 0,
                  height,
                  borderRadius: '3px 3px 0 0',
                  bgcolor: now ? 'primary.dark' : 'primary.main',
                  opacity: now ? 1 : 0.45,
                }}
              />
              {now && (
                <Box aria-hidden sx={{ ...edgeLabel, bottom: BAR_AREA_PX + 2, fontWeight: 700 }}>
                  {t('components.busy.nowMark')}
                </Box>
              )}
              {index % 3 === 0 && (
                <Box aria-hidden sx={{ ...edgeLabel, top: BAR_AREA_PX + 2, color: 'text.secondary' }}>
                  {label}
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

/** A time or 'Now' centred on its bar, overflowing its narrow column rather than wrapping. */
const edgeLabel = {
  position: 'absolute',
  left: '50%',
  transform: 'translateX(-50%)',
  fontSize: '0.75rem',
  lineHeight: 1.5,
  whiteSpace: 'nowrap',
} as const;
