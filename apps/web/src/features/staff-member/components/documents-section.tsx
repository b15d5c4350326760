import { Button, List, ListItem, ListItemText } from '@mui/material';
import type { MemberDocument, MemberDocumentKind } from '@gym/contracts/staff-member';
import { showBanner } from '../../../lib/banner-store';
import { downloadMemberFile } from '../api/get-member-file';
import { Empty, SectionCard } from './section-card';

const KIND_LABELS: Record<MemberDocumentKind, string> = {
  agreement: 'Membership agreement',
  receipt: 'Receipt',
  photo: 'Photo',
  vaccine: 'Vaccine record',
};

/** The member's agreement, receipts, photo and vaccine records, each downloaded with the staff's token. */
export function DocumentsSection({ documents }: { documents: MemberDocument[] }) {
  const download = (document: MemberDocument) =>
    downloadMemberFile(document.path, document.fileName).catch((error: Error) => showBanner(error.message));
  return (
    <SectionCard title="Documents">
      {documents.length === 0 ? (
        <Empty>No documents on file.</Empty>
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
                  aria-label={`Download ${document.fileName}`}
                >
                  Download
                </Button>
              }
            >
              <ListItemText
                primary={KIND_LABELS[document.kind]}
                secondary={[document.date, document.status, document.fileName].filter(Boolean).join(' · ')}
                sx={{ pr: 10, overflowWrap: 'anywhere' }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
