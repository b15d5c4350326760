import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Card,
  CardContent,
  Chip,
  InputAdornment,
  LinearProgress,
  Link,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { MEMBER_SEARCH, type MemberSearchResult } from '@gym/contracts/staff';
import { ExportCsvButton } from '../../../components/csv-export/export-csv-button';
import type { CsvColumn } from '../../../lib/csv';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useMemberSearch } from '../../../lib/member-search';

/** How long typing must pause before the search runs. */
const SEARCH_DEBOUNCE_MS = 250;

function MemberCard({ member }: { member: MemberSearchResult }) {
  const name = `${member.firstName} ${member.lastName}`;
  return (
    <Card component="li" variant="outlined" aria-label={name}>
      <CardContent>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
            <Link component={RouterLink} to={`/staff/members/${member.sfId}`}>
              {name}
            </Link>
          </Typography>
          <Chip size="small" label={`Member ${member.idCA}`} />
          <Chip
            size="small"
            variant="outlined"
            color={member.memberStatus === 'active' ? 'success' : 'default'}
            label={
              member.memberStatus === 'active' ? 'Active' : member.memberStatus === 'former' ? 'Former' : 'Prospect'
            }
          />
        </Box>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {[member.homeClub?.displayName, member.email, member.phone].filter(Boolean).join(' · ')}
        </Typography>
      </CardContent>
    </Card>
  );
}

const MEMBER_COLUMNS: CsvColumn<MemberSearchResult>[] = [
  { header: 'Member number', value: (member) => member.idCA },
  { header: 'First name', value: (member) => member.firstName },
  { header: 'Last name', value: (member) => member.lastName },
  { header: 'E-mail', value: (member) => member.email },
  { header: 'Phone', value: (member) => member.phone },
  { header: 'Status', value: (member) => member.memberStatus },
  { header: 'Home club', value: (member) => member.homeClub?.displayName },
];

/**
 * /staff/members: find a member of one's clubs by name (typos forgiven), e-mail, phone or member number
 * (docs/decisions/0032).
 */
export function Component() {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useMemberSearch(query);
  const searching = query.length >= MEMBER_SEARCH.minLength;
  const members = searching ? (search.data ?? []) : [];

  let summary = 'Type a name, an e-mail, a phone number or a member number.';
  if (searching && search.isError) summary = search.error.message;
  else if (searching && search.data) {
    summary = members.length === 0 ? `No member matches "${query}".` : `${members.length} found for "${query}".`;
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Typography variant="h1">Members</Typography>
      <TextField
        label="Find a member"
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoFocus
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
      <Box sx={{ minHeight: 4 }}>{searching && search.isFetching && <LinearProgress aria-label="Searching" />}</Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography role="status" color="text.secondary">
          {summary}
        </Typography>
        <ExportCsvButton rows={members} columns={MEMBER_COLUMNS} fileName="members" />
      </Stack>
      <Box component="ul" aria-label="Members found" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {members.map((member) => (
          <MemberCard key={member.sfId} member={member} />
        ))}
      </Box>
    </Stack>
  );
}
