// A limitation's kind and severity, apart from its entity: the input rules (and so the REST rows
// that take their bodies through them) need them without loading the table.
import { registerEnumType } from 'type-graphql';

export const LimitationKind = { INJURY: 'injury', CONDITION: 'condition' } as const;
export type LimitationKind = (typeof LimitationKind)[keyof typeof LimitationKind];
registerEnumType(LimitationKind, { name: 'LimitationKind' });

export const LimitationSeverity = { MILD: 'mild', MODERATE: 'moderate', SEVERE: 'severe' } as const;
export type LimitationSeverity = (typeof LimitationSeverity)[keyof typeof LimitationSeverity];
registerEnumType(LimitationSeverity, { name: 'LimitationSeverity' });
