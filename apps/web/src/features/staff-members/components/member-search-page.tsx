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
import { translate, useText } from '../../../lib/i18n/catalog';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useMemberSearch } from '../../../lib/member-search';
import { staffMembersText } from '../i18n';

/** How long typing must pause before the search runs. */
const SEARCH_DEBOUNCE_MS = 250;

function MemberCard({ member }: { member: MemberSearchResult }) {
  const name = `${member.firstName} ${member.lastName}`;
  const t = useText(staffMembersText);
  const status = member.memberStatus === 'active' ? 'active' : member.memberStatus === 'former' ? 'former' : 'prospect';
  return (
    <Card component="li" variant="outlined" aria-label={name}>
      <CardContent>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
            <Link component={RouterLink} to={`/staff/members/${member.sfId}`}>
              {name}
            </Link>
          </Typography>
          <Chip size="small" label={t('staff-members.memberNumber', { number: member.idCA })} />
          <Chip
            size="small"
            variant="outlined"
            color={member.memberStatus === 'active' ? 'success' : 'default'}
            label={t(`staff-members.status.${status}`)}
          />
        </Box>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {[member.homeClub?.displayName, member.email, member.phone].filter(Boolean).join(' · ')}
        </Typography>
      </CardContent>
    </Card>
  );
}

const header = (id: (typeof staffMembersText.ids)[number]) => translate(staffMembersText, id);

/** The export's header row is in the language shown; its values are the same in every language. */
const memberColumns = (): CsvColumn<MemberSearchResult>[] => [
  { header: header('staff-members.csv.memberNumber'), value: (member) => member.idCA },
  { header: header('staff-members.csv.firstName'), value: (member) => member.firstName },
  { header: header('staff-members.csv.lastName'), value: (member) => member.lastName },
  { header: header('staff-members.csv.email'), value: (member) => member.email },
  { header: header('staff-members.csv.phone'), value: (member) => member.phone },
  { header: header('staff-members.csv.status'), value: (member) => member.memberStatus },
  { header: header('staff-members.csv.homeClub'), value: (member) => member.homeClub?.displayName },
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
  const t = useText(staffMembersText);

  let summary = t('staff-members.hint');
  if (searching && search.isError) summary = search.error.message;
  else if (searching && search.data) {
    summary =
      members.length === 0
        ? t('staff-members.noMatch', { query })
        : t('staff-members.found', { count: members.length, query });
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Typography variant="h1">{t('staff-members.title')}</Typography>
      <TextField
        label={t('staff-members.find')}
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
      <Box sx={{ minHeight: 4 }}>
        {searching && search.isFetching && <LinearProgress aria-label={t('staff-members.searching')} />}
      </Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography role="status" color="text.secondary">
          {summary}
        </Typography>
        <ExportCsvButton rows={members} columns={memberColumns()} fileName="members" />
      </Stack>
      <Box
        component="ul"
        aria-label={t('staff-members.list')}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}
      >
        {members.map((member) => (
          <MemberCard key={member.sfId} member={member} />
        ))}
      </Box>
    </Stack>
  );
}
