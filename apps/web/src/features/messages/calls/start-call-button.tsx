import VideocamIcon from '@mui/icons-material/Videocam';
import { Button } from '@mui/material';
import { useRealtimeStatus } from '../../../lib/realtime';
import { startCall } from './call-controller';
import { useCall } from './call-store';

/** 'Start video call' in a trainer's or the director's dialog with a member. */
export function StartCallButton({ person }: { person: { userId: string; name: string } }) {
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
      Start video call
    </Button>
  );
}
