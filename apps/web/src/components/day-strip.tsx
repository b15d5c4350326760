import { Box, Button } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useText } from '../lib/i18n/catalog';
import { dayFromToday, shortDate, shortWeekday } from '../lib/schedule-days';
import { componentsText } from './i18n';

interface DayStripProps {
  days: readonly string[];
  /** Today at the club. */
  today: string;
  selected: string;
  onSelect: (day: string) => void;
}

/**
 * Days as a strip, today first ('Today', 'Tomorrow', then 'Mon' over 'Nov 30'): one tap shows a day (a club's
 * classes, a trainer's free times). On a phone it scrolls sideways, the chosen day kept in view.
 */
export function DayStrip({ days, today, selected, onSelect }: DayStripProps) {
  const t = useText(componentsText);
  const selectedRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    selectedRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selected]);

  const name = (day: string) => {
    const from = dayFromToday(day, today);
    if (from === 'today') return t('components.dayStrip.today');
    return from === 'tomorrow' ? t('components.dayStrip.tomorrow') : shortWeekday(day);
  };

  // The outer box lets the strip reach 5 px past the page's edges (a Stack resets its children's margins), so that
  // the padding that keeps the focus ring from being clipped by the scrolling box does not inset the days.
  return (
    <Box>
      <Box
        role="group"
        aria-label={t('components.dayStrip.label')}
        sx={{
          display: 'flex',
          gap: 1,
          overflowX: 'auto',
          scrollSnapType: 'x proximity',
          scrollPaddingInline: '5px',
          p: '5px',
          mx: '-5px',
        }}
      >
        {days.map((day) => {
          const chosen = day === selected;
          return (
            <Button
              key={day}
              ref={chosen ? selectedRef : undefined}
              variant={chosen ? 'contained' : 'outlined'}
              aria-pressed={chosen}
              onClick={() => onSelect(day)}
              sx={{
                flex: { xs: '0 0 auto', md: '1 1 0' },
                minWidth: 84,
                flexDirection: 'column',
                py: 1,
                lineHeight: 1.25,
                scrollSnapAlign: 'start',
                bgcolor: chosen ? undefined : 'background.paper',
              }}
            >
              <Box component="span" sx={{ display: 'block', fontWeight: 700, whiteSpace: 'nowrap' }}>
                {name(day)}
              </Box>{' '}
              <Box component="span" sx={{ display: 'block', fontWeight: 400, whiteSpace: 'nowrap' }}>
                {shortDate(day)}
              </Box>
            </Button>
          );
        })}
      </Box>
    </Box>
  );
}
