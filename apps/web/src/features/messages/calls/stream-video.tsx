import { Box } from '@mui/material';
import { useEffect, useRef } from 'react';

interface StreamVideoProps {
  stream: MediaStream | null;
  label: string;
  /** The local preview is muted (no echo) and mirrored, like a mirror. */
  self?: boolean;
}

/** A <video> showing a MediaStream; labelled, since it carries no text of its own. */
export function StreamVideo({ stream, label, self = false }: StreamVideoProps) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current && video.current.srcObject !== stream) video.current.srcObject = stream;
  }, [stream]);
  return (
    <Box
      component="video"
      ref={video}
      aria-label={label}
      autoPlay
      playsInline
      muted={self}
      sx={{
        width: '100%',
        height: '100%',
        objectFit: 'cover',
        bgcolor: 'grey.900',
        borderRadius: 2,
        transform: self ? 'scaleX(-1)' : undefined,
        display: 'block',
      }}
    />
  );
}
