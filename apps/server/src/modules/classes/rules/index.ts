/** The clubs' booking rules: the front door other modules use (docs/decisions/0052). */
export { RulesRepository } from './rules.repository';
export { RulesService } from './rules.service';
export { type SetRules, rulesOf, sessionRuleColumns } from './rules-of';
