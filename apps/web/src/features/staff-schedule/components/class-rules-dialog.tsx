import {
  FormControl,
  FormControlLabel,
  FormLabel,
  InputAdornment,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import {
  CLASS_PENALTIES,
  CLASS_RULES_MESSAGES,
  CLASS_RULE_BOUNDS,
  type ClassPenalty,
  type ClubClassRules,
  classRulesSchema,
} from '@gym/contracts/class-rules';
import { formatCurrency, parseCurrency } from '@gym/contracts/money';
import { DialogShell } from '../../../components/dialog-shell';
import { useSharedText, useText } from '../../../lib/i18n/catalog';
import { useSaveClassRules } from '../api/save-class-rules';
import { staffScheduleText } from '../i18n';

type NumberField = 'opensDaysBefore' | 'lateCancelHours' | 'maxUpcoming' | 'maxPerDay';

/** The club's own rules; a class type that has its own; or a class type to give its own (chosen in the form). */
export type RulesTarget = { kind: 'club' } | { kind: 'type'; classTypeId: string; name: string } | { kind: 'newType' };

interface ClassRulesDialogProps {
  clubId: string;
  rules: ClubClassRules;
  target: RulesTarget;
  onClose: () => void;
  onDone: (notice: string) => void;
}

const dollars = (cents: number | null) => (cents === null ? '' : formatCurrency(cents).slice(1));

/**
 * A whole set of booking rules: when booking opens, when a cancel is late, the limits, and a strike or a fee.
 * A class type's start from its own, or from the club's when it has none yet. The server's refusal stays here.
 */
export function ClassRulesDialog({ clubId, rules, target, onClose, onDone }: ClassRulesDialogProps) {
  const t = useText(staffScheduleText);
  const shared = useSharedText();
  const penaltyLabelId = useId();
  const save = useSaveClassRules(clubId);
  const clubRules = rules.club ?? rules.defaults;
  const own = target.kind === 'type' ? rules.classTypes.find((type) => type.classTypeId === target.classTypeId) : null;
  const start = own?.rules ?? clubRules;
  const [classTypeId, setClassTypeId] = useState(target.kind === 'type' ? target.classTypeId : '');
  const [numbers, setNumbers] = useState<Record<NumberField, string>>({
    opensDaysBefore: String(start.opensDaysBefore),
    lateCancelHours: String(start.lateCancelHours),
    maxUpcoming: String(start.maxUpcoming),
    maxPerDay: String(start.maxPerDay),
  });
  const [penalty, setPenalty] = useState<ClassPenalty>(start.penalty);
  const [fee, setFee] = useState(dollars(start.feeCents));
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  const withoutRules = rules.classTypes.filter((type) => type.rules === null);
  const typeName =
    target.kind === 'type' ? target.name : rules.classTypes.find((type) => type.classTypeId === classTypeId)?.name;
  const feeBounds = {
    min: formatCurrency(CLASS_RULE_BOUNDS.feeCents.min),
    max: formatCurrency(CLASS_RULE_BOUNDS.feeCents.max),
  };

  const submit = () => {
    const whole = (text: string) => (text.trim() === '' ? NaN : Number(text));
    const feeCents = penalty === 'fee' && fee.trim() !== '' ? (parseCurrency(fee) ?? NaN) : null;
    const parsed = classRulesSchema.safeParse({
      opensDaysBefore: whole(numbers.opensDaysBefore),
      lateCancelHours: whole(numbers.lateCancelHours),
      maxUpcoming: whole(numbers.maxUpcoming),
      maxPerDay: whole(numbers.maxPerDay),
      penalty,
      feeCents,
    });
    const errors: Record<string, string> = {};
    for (const issue of parsed.error?.issues ?? []) {
      const field = String(issue.path[0]);
      if (field === 'feeCents') errors.feeCents = t('staff-schedule.rulesForm.feeRange', feeBounds);
      else if (field in CLASS_RULE_BOUNDS)
        errors[field] = t('staff-schedule.rulesForm.wholeNumber', CLASS_RULE_BOUNDS[field as NumberField]);
    }
    if (penalty === 'fee' && feeCents === null) errors.feeCents = shared(CLASS_RULES_MESSAGES.feeNeeded);
    if (target.kind === 'newType' && classTypeId === '') errors.classTypeId = t('staff-schedule.rulesForm.choose');
    setInvalid(errors);
    if (!parsed.success || Object.keys(errors).length > 0) return;
    const forType = target.kind === 'club' ? null : classTypeId;
    save.mutate(
      { classTypeId: forType, rules: parsed.data },
      {
        onSuccess: () =>
          onDone(
            forType
              ? t('staff-schedule.rules.typeSaved', { name: typeName ?? forType })
              : t('staff-schedule.rules.saved'),
          ),
      },
    );
  };
  const numberField = (name: NumberField, help: string) => ({
    label: t(`staff-schedule.rulesForm.${name}`),
    value: numbers[name],
    onChange: (event: { target: { value: string } }) => setNumbers((was) => ({ ...was, [name]: event.target.value })),
    required: true,
    fullWidth: true,
    error: invalid[name] !== undefined,
    helperText: invalid[name] ?? help,
    slotProps: { htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } as const },
  });
  const range = (name: NumberField) => t('staff-schedule.rulesForm.range', CLASS_RULE_BOUNDS[name]);

  return (
    <DialogShell
      title={
        target.kind === 'club'
          ? t('staff-schedule.rulesForm.clubTitle')
          : target.kind === 'type'
            ? t('staff-schedule.rulesForm.typeTitle', { name: target.name })
            : t('staff-schedule.rulesForm.newTypeTitle')
      }
      description={t(
        target.kind === 'club' ? 'staff-schedule.rulesForm.clubText' : 'staff-schedule.rulesForm.typeText',
      )}
      error={save.isError ? save.error.message : null}
      busy={save.isPending}
      confirmLabel={t('staff-schedule.rulesForm.save')}
      onClose={onClose}
      onConfirm={submit}
      asForm
      wide
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {target.kind === 'newType' && (
          <TextField
            select
            required
            label={t('staff-schedule.rulesForm.classType')}
            value={classTypeId}
            onChange={(event) => setClassTypeId(event.target.value)}
            error={invalid.classTypeId !== undefined}
            helperText={invalid.classTypeId}
          >
            {withoutRules.map((type) => (
              <MenuItem key={type.classTypeId} value={type.classTypeId}>
                {type.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        {/* One field a line at every size: a wide dialog is only 451 px, and two side by side cut their labels. */}
        <TextField {...numberField('opensDaysBefore', range('opensDaysBefore'))} />
        <TextField
          {...numberField('lateCancelHours', t('staff-schedule.rulesForm.lateHelp', CLASS_RULE_BOUNDS.lateCancelHours))}
        />
        <TextField {...numberField('maxUpcoming', range('maxUpcoming'))} />
        <TextField {...numberField('maxPerDay', range('maxPerDay'))} />
        <FormControl>
          <FormLabel id={penaltyLabelId}>{t('staff-schedule.rulesForm.penalty')}</FormLabel>
          <RadioGroup
            aria-labelledby={penaltyLabelId}
            value={penalty}
            onChange={(event) => setPenalty(event.target.value as ClassPenalty)}
          >
            {CLASS_PENALTIES.map((value) => (
              <FormControlLabel
                key={value}
                value={value}
                control={<Radio />}
                label={t(`staff-schedule.rulesForm.penalty.${value}`)}
              />
            ))}
          </RadioGroup>
        </FormControl>
        {penalty === 'fee' && (
          <TextField
            label={t('staff-schedule.rulesForm.feeAmount')}
            value={fee}
            onChange={(event) => setFee(event.target.value)}
            required
            autoComplete="off"
            error={invalid.feeCents !== undefined}
            helperText={invalid.feeCents ?? t('staff-schedule.rulesForm.feeHelp', feeBounds)}
            slotProps={{
              htmlInput: { inputMode: 'decimal' },
              input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            }}
          />
        )}
      </Stack>
    </DialogShell>
  );
}
