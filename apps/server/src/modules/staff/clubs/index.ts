// The front door of staff/clubs: what the app's composition may use; the rest is internal.
export { staffClubsRoutes } from './staff-clubs.routes';
export { StaffClubsService } from './staff-clubs.service';
