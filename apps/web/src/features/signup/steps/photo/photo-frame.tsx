import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { PHOTO } from '@gym/contracts/photo';

/**
 * The 350 by 350 square that holds the live view or the captured photo (narrower on very small screens); a low
 * band when `compact` (no camera to show), so that choosing a photo instead is in view on a phone.
 */
export function PhotoFrame({ children, compact = false }: { children: ReactNode; compact?: boolean }) {
  return (
    <Box
      sx={{
        position: 'relative',
        width: PHOTO.sizePx,
        maxWidth: '100%',
        aspectRatio: compact ? '3' : '1',
        overflow: 'hidden',
        borderRadius: 2,
        bgcolor: 'grey.900',
        '& > video, & > img': { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
      }}
    >
      {children}
    </Box>
  );
}
