import { Button, List, ListItem, ListItemText } from '@mui/material';
import type { MemberDocument } from '@gym/contracts/staff-member';
import { showBanner } from '../../../lib/banner-store';
import { downloadFile } from '../../../lib/download-file';
import { useText } from '../../../lib/i18n/catalog';
import { staffMemberText } from '../i18n';
import { Empty, SectionCard } from './section-card';
import { stateText } from './state-text';

/** The member's agreement, receipts, photo and vaccine records, each downloaded with the staff's token. */
export function DocumentsSection({ documents }: { documents: MemberDocument[] }) {
  const t = useText(staffMemberText);
  const download = (document: MemberDocument) =>
    downloadFile(document.path, document.fileName).catch((error: Error) => showBanner(error.message));
  return (
    <SectionCard title={t('staff-member.documents.title')}>
      {documents.length === 0 ? (
        <Empty>{t('staff-member.documents.none')}</Empty>
      ) : (
        <List dense disablePadding>
          {documents.map((document) => (
            <ListItem
              key={document.id}
              disableGutters
              secondaryAction={
                <Button
                  size="small"
                  onClick={() => void download(document)}
                  aria-label={t('staff-member.documents.downloadFile', { fileName: document.fileName })}
                >
                  {t('staff-member.documents.download')}
                </Button>
              }
            >
              <ListItemText
                primary={t(`staff-member.documents.kind.${document.kind}`)}
                secondary={[document.date, document.status && stateText(document.status), document.fileName]
                  .filter(Boolean)
                  .join(' · ')}
                sx={{ pr: 10, overflowWrap: 'anywhere' }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
