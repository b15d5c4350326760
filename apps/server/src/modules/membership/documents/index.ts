// The front door of membership/documents: what other modules (and the app's composition) may use; the rest is internal.
export { MemberDocumentsRepository } from './member-documents.repository';
export type { MemberDocumentRow } from './member-documents.repository';
