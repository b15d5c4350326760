import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  InputAdornment,
  LinearProgress,
  List,
  ListItemButton,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { MEMBER_SEARCH, type MemberSearchResult } from '@gym/contracts/staff';
import { translate, useText } from '../../../lib/i18n/catalog';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useMemberSearch } from '../../../lib/member-search';
import { staffReferralLinksText } from '../i18n';

const SEARCH_DEBOUNCE_MS = 250;

const describe = (member: MemberSearchResult) =>
  [
    translate(staffReferralLinksText, 'staff-referral-links.member', { number: member.idCA }),
    member.homeClub?.displayName,
    translate(
      staffReferralLinksText,
      member.memberStatus === 'active' ? 'staff-referral-links.active' : 'staff-referral-links.notActive',
    ),
  ]
    .filter(Boolean)
    .join(' · ');

/** Finds a member of one's clubs as the Members page does (typos forgiven) and answers the one chosen. */
export function MemberPicker({ onPick }: { onPick: (member: MemberSearchResult) => void }) {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useMemberSearch(query);
  const searching = query.length >= MEMBER_SEARCH.minLength;
  const members = searching ? (search.data ?? []) : [];
  const t = useText(staffReferralLinksText);

  let summary = t('staff-referral-links.picker.hint');
  if (searching && search.isError) summary = search.error.message;
  else if (searching && search.data) {
    summary =
      members.length === 0
        ? t('staff-referral-links.picker.noMatch', { query })
        : t('staff-referral-links.picker.choose', { count: members.length });
  }

  return (
    <Box>
      <TextField
        label={t('staff-referral-links.picker.find')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoFocus
        fullWidth
        autoComplete="off"
        slotProps={{
          htmlInput: { maxLength: MEMBER_SEARCH.maxLength, spellCheck: false, type: 'search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      <Box sx={{ minHeight: 4, mt: 1 }}>
        {searching && search.isFetching && <LinearProgress aria-label={t('staff-referral-links.picker.searching')} />}
      </Box>
      <Typography role="status" color="text.secondary" sx={{ mt: 1 }}>
        {summary}
      </Typography>
      <List aria-label={t('staff-referral-links.picker.list')}>
        {members.map((member) => {
          const name = [member.firstName, member.lastName].join(' ');
          return (
            <ListItemButton key={member.sfId} divider onClick={() => onPick(member)}>
              <ListItemText primary={name} secondary={describe(member)} />
            </ListItemButton>
          );
        })}
      </List>
    </Box>
  );
}
