import { Button, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@gym/contracts/messages';
import { useSharedText } from '../lib/i18n/catalog';

export function NotFoundPage() {
  const shared = useSharedText();
  const navigate = useNavigate();
  return (
    <Stack spacing={3} sx={{ alignItems: 'center', py: 8 }}>
      <Typography variant="h1">{shared(MESSAGES.pageNotFound)}</Typography>
      <Button variant="contained" onClick={() => navigate('/')}>
        {shared(MESSAGES.goBack)}
      </Button>
    </Stack>
  );
}
