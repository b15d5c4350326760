import { defineCatalog } from '../../../lib/i18n/catalog';
import english from './en.json';

/** The words of messages and video calls (members, trainers and the director). */
export const messagesText = defineCatalog(english);
