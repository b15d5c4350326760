import { CallsOverview } from '../features/messages/calls/calls-overview';
import { ConversationsOverview } from '../features/messages/components/conversations-overview';
import { StaffHomePage } from '../features/staff-home/components/staff-home-page';

/** The staff home with the messages feature's conversations and calls in it (features do not import each other). */
export function StaffHome() {
  return <StaffHomePage conversations={<ConversationsOverview />} calls={<CallsOverview />} />;
}
