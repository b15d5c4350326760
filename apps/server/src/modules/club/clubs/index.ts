// The front door of club/clubs: what other modules (and the app's composition) may use; the rest is internal.
export { ClubAnswers } from './club-answers';
export { ClubsRepository } from './clubs.repository';
export { clubsRoutes } from './clubs.routes';
export { ClubsService } from './clubs.service';
export type { ClubRow, RoomRow } from './clubs.repository';
export { toClub } from './clubs.service';
