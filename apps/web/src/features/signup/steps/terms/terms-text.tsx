import { Box } from '@mui/material';
import { useCallback, useEffect, useRef } from 'react';
import { STEP, STEP_TITLES } from '@gym/contracts/messages';
import { useSharedText } from '../../../../lib/i18n/catalog';
import { TERMS_SCROLL_THRESHOLD_PX } from '../../../../components/signature/signing-state';

interface TermsTextProps {
  text: string;
  /** Called once the end of the text is within 100 px of view: scrolled there, or short enough to need no scroll. */
  onEndReached: () => void;
}

/** The terms, plain text in a region of its own that the keyboard can scroll too. */
export function TermsText({ text, onEndReached }: TermsTextProps) {
  const shared = useSharedText();
  const region = useRef<HTMLDivElement>(null);
  const check = useCallback(() => {
    const element = region.current;
    if (!element) return;
    if (element.scrollHeight - element.scrollTop - element.clientHeight <= TERMS_SCROLL_THRESHOLD_PX) onEndReached();
  }, [onEndReached]);

  useEffect(() => {
    check();
    window.addEventListener('resize', check);
    return () => window.removeEventListener('resize', check);
  }, [check, text]);

  return (
    <Box
      ref={region}
      role="region"
      // The region is named as the step is: 'Terms of Service'.
      aria-label={shared(STEP_TITLES[STEP.terms])}
      tabIndex={0}
      onScroll={check}
      sx={{
        maxHeight: { xs: 280, md: 360 },
        overflowY: 'auto',
        whiteSpace: 'pre-wrap',
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        typography: 'body2',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
      }}
    >
      {text}
    </Box>
  );
}
