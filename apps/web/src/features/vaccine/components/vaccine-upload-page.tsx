import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  VACCINE_MESSAGES,
  VACCINE_UPLOAD_LIMITS,
  type VisitorIdentity,
  visitorIdentitySchema,
} from '@gym/contracts/vaccine';
import { showBanner } from '../../../lib/banner-store';
import { translate, useSharedText, useText } from '../../../lib/i18n/catalog';
import { RichText } from '../../../lib/i18n/rich-text';
import { useSession } from '../../../lib/session';
import { useUploadVaccineStatus } from '../api/upload-vaccine-status';
import { vaccineText } from '../i18n';
import { FilePicker } from './file-picker';
import {
  EMPTY_IDENTITY,
  type IdentityErrors,
  type IdentityField,
  VisitorIdentityFields,
} from './visitor-identity-fields';

function identityErrors(values: VisitorIdentity): IdentityErrors | null {
  const parsed = visitorIdentitySchema.safeParse(values);
  if (parsed.success) return null;
  const errors: IdentityErrors = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as IdentityField] ??= issue.message;
  return errors;
}

/** The file's own problem (contracts' English), found before anything is sent; the server checks the bytes again. */
function fileProblem(file: File | null): string | null {
  if (!file) return VACCINE_MESSAGES.fileRequired;
  if (file.size > VACCINE_UPLOAD_LIMITS.maxBytes) return VACCINE_MESSAGES.tooLarge;
  return null;
}

/**
 * /vaccine-status: a signed-in member picks the file; a visitor also names the member. After the upload a
 * member goes to '/', a visitor to /verify-status?m=ready (section 4). A failure says 'Please try again.'
 * with the server's reason under it.
 */
export function Component() {
  const t = useText(vaccineText);
  const shared = useSharedText();
  const session = useSession();
  const navigate = useNavigate();
  const upload = useUploadVaccineStatus();
  const [identity, setIdentity] = useState<VisitorIdentity>(EMPTY_IDENTITY);
  const [errors, setErrors] = useState<IdentityErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const visitor = !session;

  const changeIdentity = (field: IdentityField, value: string) => {
    const next = { ...identity, [field]: value };
    setIdentity(next);
    if (attempted) setErrors(identityErrors(next) ?? {});
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const problems = visitor ? identityErrors(identity) : null;
    const problem = fileProblem(file);
    setErrors(problems ?? {});
    setFileError(problem);
    if (problems || problem || !file) return;
    upload.mutate(
      { file, ...(visitor ? { identity } : {}) },
      {
        onSuccess: () => {
          if (visitor) {
            void navigate('/verify-status?m=ready');
            return;
          }
          showBanner(translate(vaccineText, 'vaccine.upload.done'), { severity: 'success' });
          void navigate('/');
        },
      },
    );
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Typography variant="h1">{t('vaccine.upload.title')}</Typography>
      <Typography>{t('vaccine.upload.intro')}</Typography>
      {visitor && (
        <Typography>
          <RichText
            catalog={vaccineText}
            id="vaccine.upload.visitor"
            components={{ 0: <Link component={RouterLink} to="/login?next=%2Fvaccine-status" /> }}
          />
        </Typography>
      )}
      <Box component="form" noValidate aria-label={t('vaccine.upload.form')} onSubmit={submit}>
        <Stack spacing={2}>
          {visitor && <VisitorIdentityFields values={identity} errors={errors} onChange={changeIdentity} />}
          <FilePicker
            id="vaccine-file"
            label={t('vaccine.upload.file')}
            accept={VACCINE_UPLOAD_LIMITS.accept}
            file={file}
            error={fileError ? shared(fileError) : null}
            onChange={(chosen) => {
              setFile(chosen);
              // A new file is a new try: the last upload's failure no longer applies to it.
              upload.reset();
              if (attempted) setFileError(fileProblem(chosen));
            }}
          />
          {upload.isError && (
            <Alert severity="error" role="alert">
              {shared(VACCINE_MESSAGES.uploadFailed)} {upload.error.message}
            </Alert>
          )}
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={upload.isPending}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('vaccine.upload.submit')}
          </Button>
        </Stack>
      </Box>
    </Stack>
  );
}
