// The front door of privacy/export: what other modules (and the app's composition) may use; the rest is internal.
export { PrivacyExportRepository } from './privacy-export.repository';
export { privacyExportRoutes } from './privacy-export.routes';
export { PrivacyExportService } from './privacy-export.service';
