import CallEndIcon from '@mui/icons-material/CallEnd';
import VideocamIcon from '@mui/icons-material/Videocam';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { acceptCall, closeCallWindow, declineCall, stopCall } from './call-controller';
import { type CallState, useCall } from './call-store';
import { StreamVideo } from './stream-video';

function statusText(call: CallState): string {
  if (call.phase === 'ended') return call.notice ?? 'The call has ended.';
  if (call.notice) return call.notice;
  if (call.phase === 'outgoing') return `Calling ${call.peerName}…`;
  if (call.link === 'lost') return 'The connection was lost.';
  if (call.link === 'interrupted') return 'The connection is interrupted…';
  if (call.phase === 'live') return 'Connected';
  return 'Connecting…';
}

/** The member's incoming-call dialog (Accept / Decline). */
function IncomingCallDialog({ call }: { call: CallState }) {
  return (
    <Dialog open aria-labelledby="incoming-call-title" aria-describedby="incoming-call-text">
      <DialogTitle id="incoming-call-title">Incoming video call</DialogTitle>
      <DialogContent>
        <DialogContentText id="incoming-call-text">{call.peerName} is calling you.</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={declineCall} color="error" startIcon={<CallEndIcon />}>
          Decline
        </Button>
        <Button onClick={() => void acceptCall()} variant="contained" startIcon={<VideocamIcon />} autoFocus>
          Accept
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The call: the other person's video large, mine small in the corner, the state, and Stop call. */
function CallDialog({ call }: { call: CallState }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const ended = call.phase === 'ended';
  return (
    <Dialog open fullScreen={phone && !ended} fullWidth maxWidth={ended ? 'xs' : 'md'} aria-labelledby="call-title">
      <DialogTitle id="call-title">Video call with {call.peerName}</DialogTitle>
      <DialogContent>
        <Typography role="status" aria-live="polite" sx={{ mb: 1 }}>
          {statusText(call)}
        </Typography>
        {/* An ended call keeps only its reason on screen: the cameras are off. */}
        {!ended && (
          <Box
            sx={{ position: 'relative', aspectRatio: { xs: '3 / 4', md: '16 / 9' }, maxHeight: '70vh', width: '100%' }}
          >
            <StreamVideo stream={call.remoteStream} label={`Video of ${call.peerName}`} />
            <Box
              sx={{
                position: 'absolute',
                right: 12,
                bottom: 12,
                width: { xs: '32%', md: '24%' },
                aspectRatio: '4 / 3',
                boxShadow: 3,
                borderRadius: 2,
              }}
            >
              <StreamVideo stream={call.localStream} label="Your camera" self />
            </Box>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {ended ? (
          <Button onClick={closeCallWindow} variant="contained">
            Close
          </Button>
        ) : (
          <Button onClick={stopCall} variant="contained" color="error" startIcon={<CallEndIcon />}>
            Stop call
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** Whatever call this tab is in, on any page. */
export function CallWindow() {
  const call = useCall();
  if (call.phase === 'idle') return null;
  if (call.phase === 'incoming') return <IncomingCallDialog call={call} />;
  return <CallDialog call={call} />;
}
