// The front door of membership/club-pages: what other modules (and the app's composition) may use.
export { clubPagesRoutes } from './club-pages.routes';
export { ClubPagesService } from './club-pages.service';
