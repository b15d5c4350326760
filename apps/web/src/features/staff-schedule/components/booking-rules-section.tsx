import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Alert, Box, Button, Card, Paper, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useText } from '../../../lib/i18n/catalog';
import { useClassRules } from '../api/get-class-rules';
import { staffScheduleText } from '../i18n';
import { ClassRulesDialog, type RulesTarget } from './class-rules-dialog';
import { ClassTypeRules } from './class-type-rules';
import { RulesSentences } from './rules-sentences';

/**
 * The club's booking rules in words (the chain's defaults until it sets its own), then the class types with their
 * own rules at this club; each set edited in one dialog (issue 29 point 11, docs/decisions/0052).
 */
export function BookingRulesSection({ clubId, onDone }: { clubId: string; onDone: (notice: string) => void }) {
  const t = useText(staffScheduleText);
  const headingId = useId();
  const clubHeadingId = useId();
  const rules = useClassRules(clubId);
  const [editing, setEditing] = useState<RulesTarget | null>(null);
  const done = (notice: string) => {
    setEditing(null);
    onDone(notice);
  };
  const data = rules.data;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 1.5, md: 2 } }}>
      <Typography id={headingId} variant="h2" sx={{ mb: 1 }}>
        {t('staff-schedule.rules.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {t('staff-schedule.rules.intro')}
      </Typography>
      {rules.isError && <Alert severity="error">{rules.error.message}</Alert>}
      {!data && !rules.isError && <Typography>{t('staff-schedule.rules.loading')}</Typography>}
      {data && (
        <Stack spacing={2}>
          <Card variant="outlined" component="section" aria-labelledby={clubHeadingId} sx={{ p: 1.5 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 0.5 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography id={clubHeadingId} variant="h3">
                  {t(data.club ? 'staff-schedule.rules.club' : 'staff-schedule.rules.defaults')}
                </Typography>
                {!data.club && (
                  <Typography variant="body2" color="text.secondary">
                    {t('staff-schedule.rules.defaultsNote')}
                  </Typography>
                )}
              </Box>
              <Button
                size="small"
                startIcon={<EditOutlinedIcon />}
                aria-label={t('staff-schedule.rules.editClub')}
                onClick={() => setEditing({ kind: 'club' })}
              >
                {t('staff-schedule.edit')}
              </Button>
            </Box>
            <RulesSentences rules={data.club ?? data.defaults} />
          </Card>
          <ClassTypeRules
            clubId={clubId}
            rules={data}
            onEdit={(classTypeId, name) => setEditing({ kind: 'type', classTypeId, name })}
            onDone={onDone}
          />
          {data.classTypes.some((type) => type.rules === null) && (
            <Box>
              <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing({ kind: 'newType' })}>
                {t('staff-schedule.rules.addType')}
              </Button>
            </Box>
          )}
        </Stack>
      )}
      {editing && data && (
        <ClassRulesDialog
          clubId={clubId}
          rules={data}
          target={editing}
          onClose={() => setEditing(null)}
          onDone={done}
        />
      )}
    </Paper>
  );
}
