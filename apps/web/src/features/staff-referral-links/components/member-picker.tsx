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
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useMemberSearch } from '../../../lib/member-search';

const SEARCH_DEBOUNCE_MS = 250;

const describe = (member: MemberSearchResult) =>
  [`Member ${member.idCA}`, member.homeClub?.displayName, member.memberStatus === 'active' ? 'Active' : 'Not active']
    .filter(Boolean)
    .join(' · ');

/** Finds a member of one's clubs as the Members page does (typos forgiven) and answers the one chosen. */
export function MemberPicker({ onPick }: { onPick: (member: MemberSearchResult) => void }) {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useMemberSearch(query);
  const searching = query.length >= MEMBER_SEARCH.minLength;
  const members = searching ? (search.data ?? []) : [];

  let summary = 'Type a name, an e-mail, a phone number or a member number.';
  if (searching && search.isError) summary = search.error.message;
  else if (searching && search.data) {
    summary = members.length === 0 ? `No member matches "${query}".` : `Choose one of ${members.length} found.`;
  }

  return (
    <Box>
      <TextField
        label="Find the member"
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
        {searching && search.isFetching && <LinearProgress aria-label="Searching" />}
      </Box>
      <Typography role="status" color="text.secondary" sx={{ mt: 1 }}>
        {summary}
      </Typography>
      <List aria-label="Members found">
        {members.map((member) => (
          <ListItemButton key={member.sfId} divider onClick={() => onPick(member)}>
            <ListItemText primary={`${member.firstName} ${member.lastName}`} secondary={describe(member)} />
          </ListItemButton>
        ))}
      </List>
    </Box>
  );
}
