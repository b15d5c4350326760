import CheckIcon from '@mui/icons-material/Check';
import {
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
import { useId, useState } from 'react';
import { PLAN_TEXT, type Plan, isMonthlyPlan, isPremierPlan } from '@gym/contracts/plans';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

interface PlanCardProps {
  plan: Plan;
  features: string[];
  /** On mobile the 'Includes:' list folds behind View More / View Less. */
  collapsible: boolean;
  onSelect: (plan: Plan) => void;
}

export function PlanCard({ plan, features, collapsible, onSelect }: PlanCardProps) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const headingId = useId();
  const showList = !collapsible || expanded;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Typography id={headingId} variant="h2" component="h3">
          {plan.name}
        </Typography>
        <Typography sx={{ fontSize: '2rem', fontWeight: 700, mt: 1 }}>{money.format(plan.price)}</Typography>
        <Typography color="text.secondary">
          {isMonthlyPlan(plan) ? PLAN_TEXT.monthlyRecurring : plan.description}
        </Typography>
        <Typography sx={{ mt: 2, fontWeight: 600 }}>
          {isPremierPlan(plan) ? PLAN_TEXT.premierIncludes : PLAN_TEXT.includes}
        </Typography>
        {showList && (
          <List id={listId} dense disablePadding>
            {features.map((feature) => (
              <ListItem key={feature} disableGutters>
                <ListItemIcon sx={{ minWidth: 32 }}>
                  <CheckIcon fontSize="small" color="primary" />
                </ListItemIcon>
                <ListItemText primary={feature} />
              </ListItem>
            ))}
          </List>
        )}
        {collapsible && (
          <Button size="small" aria-controls={listId} aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
            {expanded ? PLAN_TEXT.viewLess : PLAN_TEXT.viewMore}
          </Button>
        )}
      </CardContent>
      <CardActions sx={{ p: 2 }}>
        <Button fullWidth variant="contained" onClick={() => onSelect(plan)} aria-describedby={headingId}>
          {PLAN_TEXT.select}
        </Button>
      </CardActions>
    </Card>
  );
}
