// The front door of membership/guest-passes: what other modules (and the app's composition) may use; the rest is internal.
export { guestPassMail } from './guest-pass-mail';
export { GuestPassesRepository } from './guest-passes.repository';
export { guestPassesRoutes } from './guest-passes.routes';
export { GuestPassesService } from './guest-passes.service';
