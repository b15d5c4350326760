import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import type { MemberSearchResult } from '@gym/contracts/staff';
import { useText } from '../../../lib/i18n/catalog';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useMemberSearch } from '../../../lib/member-search';
import { staffAuditText } from '../i18n';

const label = (member: MemberSearchResult) => `${member.firstName} ${member.lastName} (${member.idCA})`;

/** Picks the member the log is filtered by: type a name (typos forgiven), an e-mail, a phone or a member number. */
export function AuditMemberFilter({ onChange }: { onChange: (memberId: string) => void }) {
  const t = useText(staffAuditText);
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<MemberSearchResult | null>(null);
  const query = useDebouncedValue(text, 250);
  const search = useMemberSearch(chosen && text === label(chosen) ? '' : query);
  return (
    <Autocomplete
      options={search.data ?? []}
      value={chosen}
      inputValue={text}
      onInputChange={(_, value) => setText(value)}
      onChange={(_, member) => {
        setChosen(member);
        onChange(member?.sfId ?? '');
      }}
      getOptionLabel={label}
      isOptionEqualToValue={(option, value) => option.sfId === value.sfId}
      // The server already chose and ordered the matches.
      filterOptions={(options) => options}
      loading={search.isFetching}
      noOptionsText={text.trim().length < 2 ? t('staff-audit.filters.typeMember') : t('staff-audit.filters.noMember')}
      renderInput={(params) => <TextField {...params} label={t('staff-audit.filters.member')} />}
    />
  );
}
