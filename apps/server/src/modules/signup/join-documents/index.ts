// The front door of signup/join-documents: what other modules (and the app's composition) may use; the rest is internal.
export { confirmationMail } from './confirmation-mail';
export { JoinConfirmationService } from './join-confirmation.service';
export { joinDocumentsRoutes } from './join-documents.routes';
export { JoinDocumentsService } from './join-documents.service';
export { joinReceiptFrom, joinReceiptOf } from './join-receipt';
export { JoinRecordsRepository } from './join-records.repository';
export { MemberFilesService } from './member-files.service';
export { JoinWelcome } from './join-welcome';
