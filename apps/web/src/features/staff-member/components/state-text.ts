import { translate } from '../../../lib/i18n/catalog';
import { staffMemberText } from '../i18n';

type MemberTextId = (typeof staffMemberText.ids)[number];
const isTextId = (id: string): id is MemberTextId => (staffMemberText.ids as readonly string[]).includes(id);

/**
 * A state the server sends as a lowercase word ('pending', 'ended early', 'used'...) in the language shown; one this
 * client does not know is shown as it came.
 */
export function stateText(state: string): string {
  const id = `staff-member.state.${state.trim().replace(/\s+/g, '-')}`;
  return isTextId(id) ? translate(staffMemberText, id) : state;
}

/** A CSV column's header in the language shown (the export's values are the same in every language). */
export const csvHeader = (id: MemberTextId & `staff-member.csv.${string}`) => translate(staffMemberText, id);
