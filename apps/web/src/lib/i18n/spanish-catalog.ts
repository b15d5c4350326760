import type { Messages } from '@lingui/core';
import shared from '@gym/contracts/i18n/es.json';

/**
 * Every Spanish catalog in the app, in one chunk loaded when Spanish is chosen (docs/decisions/0039): the shared
 * one from contracts and each `i18n/es.json` beside the code it translates.
 */
const catalogs = import.meta.glob<Messages>('../../**/i18n/es.json', { eager: true, import: 'default' });

export const spanishMessages: Messages = Object.assign({}, shared as Messages, ...Object.values(catalogs));
