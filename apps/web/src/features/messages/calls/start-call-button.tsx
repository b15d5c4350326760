import VideocamIcon from '@mui/icons-material/Videocam';
import { Button } from '@mui/material';
import { useText } from '../../../lib/i18n/catalog';
import { useRealtimeStatus } from '../../../lib/realtime';
import { messagesText } from '../i18n';
import { startCall } from './call-controller';
import { useCall } from './call-store';

/** 'Start video call' in a trainer's or the director's dialog with a member. */
export function StartCallButton({ person }: { person: { userId: string; name: string } }) {
  const t = useText(messagesText);
  const call = useCall();
  const connected = useRealtimeStatus() === 'connected';
  const busy = call.phase !== 'idle' && call.phase !== 'ended';
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<VideocamIcon />}
      disabled={busy || !connected}
      onClick={() => void startCall(person)}
    >
      {t('messages.call.start')}
    </Button>
  );
}
