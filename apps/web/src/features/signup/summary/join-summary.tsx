import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, ButtonBase, Collapse, GlobalStyles, Paper, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useText } from '../../../lib/i18n/catalog';
import { signupText } from '../i18n';
import { SummaryDetails } from './summary-details';
import type { JoinSummaryData } from './use-join-summary';

/** Room for the phone bar: below the page, and below a focused field so focus never lands behind the bar. */
const BAR_ROOM_PX = 80;

/** Desktop: a panel beside the wizard, kept in view while the step scrolls. */
export function SummaryPanel({ summary }: { summary: JoinSummaryData }) {
  const t = useText(signupText);
  return (
    <Paper
      component="aside"
      variant="outlined"
      aria-labelledby="join-summary-title"
      sx={{ p: 2.5, position: 'sticky', top: 16 }}
    >
      <Typography id="join-summary-title" variant="h2" sx={{ fontSize: '1.125rem', mb: 1.5 }}>
        {t('signup.summary.title')}
      </Typography>
      <SummaryDetails summary={summary} />
    </Paper>
  );
}

/**
 * Phones: a compact bar fixed to the bottom of the screen with the plan and what is due today; it opens to the
 * same details as the desktop panel. A spacer as tall as the bar ends the page, so at the end of a step its
 * buttons sit above the bar, never under it.
 */
export function SummaryBar({ summary }: { summary: JoinSummaryData }) {
  const t = useText(signupText);
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const total = summary.details?.totalDue;
  return (
    <>
      <GlobalStyles styles={{ html: { scrollPaddingBottom: BAR_ROOM_PX } }} />
      <Box sx={{ height: BAR_ROOM_PX, flexShrink: 0 }} />
      <Paper
        component="aside"
        elevation={8}
        square
        aria-labelledby="join-summary-title"
        sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: (theme) => theme.zIndex.appBar }}
      >
        <Collapse in={open} id={detailsId}>
          <Box sx={{ px: 2, pt: 2, maxHeight: '60vh', overflowY: 'auto' }}>
            <SummaryDetails summary={summary} />
          </Box>
        </Collapse>
        <ButtonBase
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
          aria-controls={detailsId}
          sx={{ width: '100%', px: 2, py: 1.25, justifyContent: 'space-between', textAlign: 'left' }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography id="join-summary-title" component="span" variant="body2" sx={{ display: 'block' }} noWrap>
              {t('signup.summary.titleWithPlan', { plan: summary.planName })}
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>
              {total ? t('signup.summary.dueTodayAmount', { total }) : t('signup.summary.dueTodayPending')}
            </Typography>
          </Box>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, flexShrink: 0 }}>
            <Typography variant="body2">
              {open ? t('signup.summary.hideDetails') : t('signup.summary.details')}
            </Typography>
            {open ? <ExpandMoreIcon /> : <ExpandLessIcon />}
          </Stack>
        </ButtonBase>
      </Paper>
    </>
  );
}
