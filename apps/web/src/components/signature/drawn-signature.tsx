import { Box } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import SignatureCanvasModule from 'react-signature-canvas';
import { useText } from '../../lib/i18n/catalog';
import { componentsText } from '../i18n';
import { scaledSignatureImage } from './signature-image';

// Under Vite 8 the package's CommonJS default export arrives as { default }: unwrap it (shared/design/architecture.md).
const SignatureCanvas =
  (SignatureCanvasModule as unknown as { default?: typeof SignatureCanvasModule }).default ?? SignatureCanvasModule;

const PAD_HEIGHT_PX = 180;

interface DrawnSignatureProps {
  /** The current drawing; when it becomes null (x clear), the pad is wiped. */
  value: string | null;
  onChange: (image: string | null) => void;
}

/** The draw tab's pad (signature_pad). Loaded with this tab only. */
export default function DrawnSignature({ value, onChange }: DrawnSignatureProps) {
  const t = useText(componentsText);
  const pad = useRef<InstanceType<typeof SignatureCanvas>>(null);
  const frame = useRef<HTMLDivElement>(null);
  // A pad whose width changes is made anew: signature_pad maps pointer positions for the size it started with.
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (value === null) pad.current?.clear();
  }, [value]);

  useEffect(() => {
    let width = frame.current?.offsetWidth;
    const onResize = () => {
      const now = frame.current?.offsetWidth;
      if (now === width) return;
      width = now;
      setGeneration((count) => count + 1);
      onChange(null);
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [onChange]);

  const strokeEnded = () => {
    const current = pad.current;
    if (!current) return;
    onChange(current.isEmpty() ? null : scaledSignatureImage(current.getCanvas()));
  };

  return (
    <Box
      ref={frame}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        // The signing line.
        backgroundImage:
          'linear-gradient(transparent calc(100% - 40px), #9e9e9e 0, #9e9e9e calc(100% - 39px), transparent 0)',
        touchAction: 'none',
      }}
    >
      <SignatureCanvas
        key={generation}
        ref={pad}
        penColor="#111111"
        clearOnResize={false}
        onEnd={strokeEnded}
        canvasProps={{
          role: 'img',
          'aria-label': t('components.signature.pad'),
          style: { display: 'block', width: '100%', height: PAD_HEIGHT_PX },
          'data-testid': 'signature-pad',
        }}
      />
    </Box>
  );
}
