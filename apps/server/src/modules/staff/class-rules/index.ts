// The front door of staff/class-rules: a club's booking rules in the console (docs/decisions/0052).
export { StaffClassRulesService } from './staff-class-rules.service';
export { staffClassRulesRoutes } from './staff-class-rules.routes';
