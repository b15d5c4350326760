import CheckIcon from '@mui/icons-material/Check';
import StarIcon from '@mui/icons-material/Star';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useId, useState } from 'react';
import { PLAN_TEXT, type Plan, isMonthlyPlan, isPremierPlan } from '@gym/contracts/plans';
import { useSharedText } from '../../../../lib/i18n/catalog';
import { formatDollars } from '../../../../lib/i18n/intl';
import { MOBILE_MEDIA_QUERY } from '../../../../lib/use-responsive';

/** Features a folded card still shows, so that a phone's card is more than a bare 'Includes:'. */
export const FOLDED_FEATURE_COUNT = 2;

interface PlanCardProps {
  plan: Plan;
  /** The club's 'Includes:' list (the specification's three fixed lists), the same on each of its plans. */
  features: string[];
  onSelect: (plan: Plan) => void;
}

/** Shown only on a phone-sized screen (CSS, so the prerendered page is right before any script runs). */
const ON_MOBILE_ONLY = { display: 'none', [MOBILE_MEDIA_QUERY]: { display: 'inline-flex' } } as const;
const HIDDEN_ON_MOBILE = { [MOBILE_MEDIA_QUERY]: { display: 'none' } } as const;

/**
 * A plan's own description is what tells its card from the club's other plans (they share the feature list):
 * above the list for most plans, and for Premier as the 'plus' its 'Includes All Gym Access, plus:' announces.
 * On a phone the 'Includes:' list folds behind View More / View Less: by a media query, not by script, so that the
 * club's page prerendered by the server (docs/decisions/0042) is folded on a phone and whole on a desktop.
 */
export function PlanCard({ plan, features, onSelect }: PlanCardProps) {
  const shared = useSharedText();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const headingId = useId();
  const premier = isPremierPlan(plan);
  const folds = features.length > FOLDED_FEATURE_COUNT;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      sx={{ display: 'flex', flexDirection: 'column', borderColor: premier ? 'secondary.main' : undefined }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Typography id={headingId} variant="h2" component="h2">
          {plan.name}
        </Typography>
        <Typography sx={{ fontSize: '2rem', fontWeight: 700, mt: 1 }}>{formatDollars(plan.price)}</Typography>
        {isMonthlyPlan(plan) && <Typography color="text.secondary">{shared(PLAN_TEXT.monthlyRecurring)}</Typography>}
        {!premier && <Typography sx={{ mt: 1.5 }}>{plan.description}</Typography>}
        <Typography sx={{ mt: 2, fontWeight: 600 }}>
          {shared(premier ? PLAN_TEXT.premierIncludes : PLAN_TEXT.includes)}
        </Typography>
        {premier && (
          <Box
            sx={(theme) => ({
              display: 'flex',
              gap: 1,
              alignItems: 'flex-start',
              mt: 1,
              p: 1.5,
              borderRadius: 1,
              bgcolor: alpha(theme.palette.secondary.main, 0.25),
            })}
          >
            <StarIcon fontSize="small" aria-hidden sx={{ mt: 0.25 }} />
            <Typography sx={{ fontWeight: 600 }}>{plan.description}</Typography>
          </Box>
        )}
        <List id={listId} dense disablePadding>
          {features.map((feature, index) => (
            <ListItem
              key={feature}
              disableGutters
              sx={index >= FOLDED_FEATURE_COUNT && !expanded ? HIDDEN_ON_MOBILE : undefined}
            >
              <ListItemIcon sx={{ minWidth: 32 }}>
                <CheckIcon fontSize="small" color="primary" />
              </ListItemIcon>
              <ListItemText primary={feature} />
            </ListItem>
          ))}
        </List>
        {folds && (
          <Button
            size="small"
            aria-controls={listId}
            aria-expanded={expanded}
            onClick={() => setExpanded(!expanded)}
            sx={ON_MOBILE_ONLY}
          >
            {shared(expanded ? PLAN_TEXT.viewLess : PLAN_TEXT.viewMore)}
          </Button>
        )}
      </CardContent>
      <CardActions sx={{ p: 2 }}>
        <Button fullWidth variant="contained" onClick={() => onSelect(plan)} aria-describedby={headingId}>
          {shared(PLAN_TEXT.select)}
        </Button>
      </CardActions>
    </Card>
  );
}
