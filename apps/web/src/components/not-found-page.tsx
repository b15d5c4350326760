import { Button, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@gym/contracts/messages';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Stack spacing={3} sx={{ alignItems: 'center', py: 8 }}>
      <Typography variant="h1">{MESSAGES.pageNotFound}</Typography>
      <Button variant="contained" onClick={() => navigate('/')}>
        {MESSAGES.goBack}
      </Button>
    </Stack>
  );
}
