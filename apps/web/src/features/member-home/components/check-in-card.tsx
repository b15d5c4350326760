import { Card, CardContent, Stack, Typography } from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';

/** The code the front desk scans: first on the home, so it is on screen without scrolling even at 360x640. */
export function CheckInCard({ scanCode }: { scanCode: string }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby="check-in-heading">
      <CardContent>
        <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
          <Typography id="check-in-heading" variant="h2" sx={{ alignSelf: 'flex-start' }}>
            Check-in code
          </Typography>
          <Typography color="text.secondary" sx={{ alignSelf: 'flex-start' }}>
            Show this code at the front desk when you arrive.
          </Typography>
          <QRCodeSVG
            value={scanCode}
            size={192}
            marginSize={2}
            role="img"
            aria-label={`Check-in QR code ${scanCode}`}
          />
          <Typography sx={{ fontFamily: 'monospace', fontSize: '1.25rem', letterSpacing: 2 }}>{scanCode}</Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
