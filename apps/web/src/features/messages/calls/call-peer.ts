import type { CallPermission, CallSignal, RelayedCallSignal } from '@gym/contracts/calls';
import type { LinkState } from './call-store';

type OutgoingSignal = Omit<CallSignal, 'callId'>;

interface CallPeerOptions {
  permission: CallPermission;
  /** The caller makes the offer; the member answers. */
  offerer: boolean;
  local: MediaStream;
  send: (signal: OutgoingSignal) => void;
  onRemoteStream: (stream: MediaStream) => void;
  onLink: (link: LinkState) => void;
}

/**
 * One side of the WebRTC call: the peer connection with the TURN servers of the call permission (none without
 * TURN: the browsers connect directly, decisions.md item 15), the local camera and microphone, and the offer,
 * answer and ICE candidates exchanged over the socket's 'call signal'. Candidates that arrive before the
 * remote description are held until it is set.
 */
export class CallPeer {
  private readonly connection: RTCPeerConnection;
  private readonly heldCandidates: RTCIceCandidateInit[] = [];
  private readonly remote = new MediaStream();

  constructor(private readonly options: CallPeerOptions) {
    this.connection = new RTCPeerConnection({ iceServers: options.permission.iceServers });
    for (const track of options.local.getTracks()) this.connection.addTrack(track, options.local);
    this.connection.addEventListener('icecandidate', ({ candidate }) => {
      if (candidate) options.send({ candidate: candidate.toJSON() });
    });
    this.connection.addEventListener('track', ({ track }) => {
      this.remote.addTrack(track);
      // A new MediaStream object each time, so that the video element and React see the change.
      options.onRemoteStream(new MediaStream(this.remote.getTracks()));
    });
    this.connection.addEventListener('connectionstatechange', () => {
      const next = linkOf(this.connection.connectionState);
      if (next) options.onLink(next);
    });
  }

  /** The caller's first move, once both sides have accepted. */
  async offer() {
    const offer = await this.connection.createOffer();
    await this.connection.setLocalDescription(offer);
    this.options.send({ description: { type: offer.type, sdp: offer.sdp } });
  }

  async receive(signal: RelayedCallSignal) {
    if (this.connection.signalingState === 'closed') return;
    if (signal.description) {
      await this.connection.setRemoteDescription(signal.description);
      if (signal.description.type === 'offer' && !this.options.offerer) {
        const answer = await this.connection.createAnswer();
        await this.connection.setLocalDescription(answer);
        this.options.send({ description: { type: answer.type, sdp: answer.sdp } });
      }
      for (const candidate of this.heldCandidates.splice(0)) await this.connection.addIceCandidate(candidate);
    }
    if (signal.candidate) {
      if (this.connection.remoteDescription) await this.connection.addIceCandidate(signal.candidate);
      else this.heldCandidates.push(signal.candidate);
    }
  }

  close() {
    this.connection.close();
    for (const track of this.remote.getTracks()) track.stop();
  }
}

function linkOf(state: RTCPeerConnectionState): LinkState | null {
  switch (state) {
    case 'connected':
      return 'connected';
    case 'disconnected':
      return 'interrupted';
    case 'failed':
      return 'lost';
    default:
      return null;
  }
}
