// The front door of signup/tracking: what other modules (and the app's composition) may use; the rest is internal.
export { ChatbotRepository } from './chatbot.repository';
export { TrackingRepository } from './tracking.repository';
export { trackingRoutes } from './tracking.routes';
export { TrackingService } from './tracking.service';
