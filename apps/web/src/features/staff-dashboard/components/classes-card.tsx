import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { DASHBOARD, type DashboardClassFigures } from '@gym/contracts/staff-dashboard';
import { showBanner } from '../../../lib/banner-store';
import { type Translate, useText } from '../../../lib/i18n/catalog';
import { numberFormat } from '../../../lib/i18n/intl';
import { downloadClassesCsv } from '../api/download-classes-csv';
import { useDashboardClasses } from '../api/get-dashboard-classes';
import { staffDashboardText } from '../i18n';
import { type Figure, FigureList } from './figure-card';

type T = Translate<(typeof staffDashboardText.ids)[number]>;

const rate = (t: T, value: number | null) =>
  value === null ? t('staff-dashboard.classes.noRate') : numberFormat({ style: 'percent' }).format(value);

const figures = (t: T, club: DashboardClassFigures): Figure[] => [
  { label: t('staff-dashboard.classes.today'), value: numberFormat().format(club.classesToday) },
  { label: t('staff-dashboard.classes.fillRate'), value: rate(t, club.fillRate) },
  { label: t('staff-dashboard.classes.noShowRate'), value: rate(t, club.noShowRate) },
];

/**
 * Classes today, fill rate and no-show rate of the clubs picked (issue 29 point 11), each club in a row of its own
 * when there are several, and the per-day CSV the server writes.
 */
export function ClassesCard({ clubId }: { clubId: string | null }) {
  const t = useText(staffDashboardText);
  const classes = useDashboardClasses(clubId);
  const download = () => {
    if (!classes.data) return;
    void downloadClassesCsv(clubId, classes.data.today).catch((error: Error) => showBanner(error.message));
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="classes-card-title" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography id="classes-card-title" variant="h2" sx={{ fontSize: '1rem', fontWeight: 600 }}>
          {t('staff-dashboard.classes.title')}
        </Typography>
        <Button
          variant="outlined"
          size="small"
          startIcon={<DownloadIcon />}
          disabled={!classes.data}
          onClick={download}
        >
          {t('staff-dashboard.classes.download')}
        </Button>
      </Box>
      {classes.isError && <Alert severity="error">{classes.error.message}</Alert>}
      {!classes.data && !classes.isError && (
        <Typography variant="body2" color="text.secondary" role="status">
          {t('staff-dashboard.classes.loading')}
        </Typography>
      )}
      {classes.data && (
        <>
          <Box sx={{ mt: 1 }}>
            <FigureList figures={figures(t, classes.data.total)} />
          </Box>
          {classes.data.clubs.length > 1 && (
            <Box sx={{ overflowX: 'auto', mt: 2 }}>
              <Table size="small" aria-label={t('staff-dashboard.classes.perClub')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('staff-dashboard.classes.club')}</TableCell>
                    <TableCell align="right">{t('staff-dashboard.classes.today')}</TableCell>
                    <TableCell align="right">{t('staff-dashboard.classes.fillRate')}</TableCell>
                    <TableCell align="right">{t('staff-dashboard.classes.noShowRate')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {classes.data.clubs.map((club) => (
                    <TableRow key={club.clubId}>
                      <TableCell component="th" scope="row">
                        {club.clubName}
                      </TableCell>
                      {figures(t, club).map((figure) => (
                        <TableCell key={figure.label} align="right">
                          {figure.value}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('staff-dashboard.classes.note', { days: DASHBOARD.classDays })}
          </Typography>
        </>
      )}
    </Paper>
  );
}
