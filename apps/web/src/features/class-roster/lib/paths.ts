/** The trainer's classes and the console's, and each class's roster page under them. */
export const TRAINER_CLASSES_PATH = '/trainer/classes';
export const STAFF_CLASSES_PATH = '/staff/classes';

export const trainerClassPath = (sessionId: string) => `${TRAINER_CLASSES_PATH}/${encodeURIComponent(sessionId)}`;
export const staffClassPath = (sessionId: string) => `${STAFF_CLASSES_PATH}/${encodeURIComponent(sessionId)}`;
