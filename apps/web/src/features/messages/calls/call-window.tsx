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
import { type Translate, useText } from '../../../lib/i18n/catalog';
import { messagesText } from '../i18n';
import { acceptCall, closeCallWindow, declineCall, stopCall } from './call-controller';
import { type CallState, useCall } from './call-store';
import { StreamVideo } from './stream-video';

type MessagesId = (typeof messagesText.ids)[number];

function statusText(call: CallState, t: Translate<MessagesId>): string {
  if (call.phase === 'ended') return call.notice ?? t('messages.call.hasEnded');
  if (call.notice) return call.notice;
  if (call.phase === 'outgoing') return t('messages.call.calling', { name: call.peerName });
  if (call.link === 'lost') return t('messages.call.lost');
  if (call.link === 'interrupted') return t('messages.call.interrupted');
  if (call.phase === 'live') return t('messages.call.connected');
  return t('messages.call.connecting');
}

/** The member's incoming-call dialog (Accept / Decline). */
function IncomingCallDialog({ call }: { call: CallState }) {
  const t = useText(messagesText);
  return (
    <Dialog open aria-labelledby="incoming-call-title" aria-describedby="incoming-call-text">
      <DialogTitle id="incoming-call-title">{t('messages.call.incomingTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="incoming-call-text">
          {t('messages.call.isCalling', { name: call.peerName })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={declineCall} color="error" startIcon={<CallEndIcon />}>
          {t('messages.call.decline')}
        </Button>
        <Button onClick={() => void acceptCall()} variant="contained" startIcon={<VideocamIcon />} autoFocus>
          {t('messages.call.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The call: the other person's video large, mine small in the corner, the state, and Stop call. */
function CallDialog({ call }: { call: CallState }) {
  const t = useText(messagesText);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const ended = call.phase === 'ended';
  return (
    <Dialog open fullScreen={phone && !ended} fullWidth maxWidth={ended ? 'xs' : 'md'} aria-labelledby="call-title">
      <DialogTitle id="call-title">{t('messages.call.title', { name: call.peerName })}</DialogTitle>
      <DialogContent>
        <Typography role="status" aria-live="polite" sx={{ mb: 1 }}>
          {statusText(call, t)}
        </Typography>
        {/* An ended call keeps only its reason on screen: the cameras are off. */}
        {!ended && (
          <Box
            sx={{ position: 'relative', aspectRatio: { xs: '3 / 4', md: '16 / 9' }, maxHeight: '70vh', width: '100%' }}
          >
            <StreamVideo stream={call.remoteStream} label={t('messages.call.videoOf', { name: call.peerName })} />
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
              <StreamVideo stream={call.localStream} label={t('messages.call.yourCamera')} self />
            </Box>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {ended ? (
          <Button onClick={closeCallWindow} variant="contained">
            {t('messages.call.close')}
          </Button>
        ) : (
          <Button onClick={stopCall} variant="contained" color="error" startIcon={<CallEndIcon />}>
            {t('messages.call.stop')}
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
