// The front door of realtime/club-busy: what the app's composition may use; the rest is internal.
export { clubBusyRoom, registerClubBusyEvents } from './club-busy.socket';
