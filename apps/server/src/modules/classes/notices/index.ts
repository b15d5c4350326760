// The front door of classes/notices: what other modules (and the app's composition) may use; the rest is internal.
export { ClassNoticesRepository } from './class-notices.repository';
export { ClassNoticesService } from './class-notices.service';
export { CLASS_NOTICES_JOB, scheduleClassNotices } from './class-notices.module';
