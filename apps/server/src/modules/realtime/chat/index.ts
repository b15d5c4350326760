// The front door of realtime/chat: what other modules (and the app's composition) may use; the rest is internal.
export { chatRoutes } from './chat.routes';
export type { ChatService } from './chat.service';
export { createMessagingModule } from './messaging.module';
