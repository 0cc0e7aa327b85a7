// A member's quick-actions panel: its layout and the order of the actions, kept on the server
// so it follows them to another browser (the web app also keeps it under quickActionsState).
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { LAYOUTS, type QuickActionsLayout } from './actions.js';

export const QuickActionsLayoutEnum = Object.fromEntries(LAYOUTS.map((l) => [l, l])) as { [K in QuickActionsLayout]: K };
registerEnumType(QuickActionsLayoutEnum, { name: 'QuickActionsLayout', description: 'LIST, GRID_2 (2-column grid) or GRID_3 (3-column grid, the default).' });

@Entity({ tableName: 'quick_actions' })
export class QuickActionsRow {
  @PrimaryKey({ type: 'string', fieldName: 'user_id' }) userId!: string;
  @Property({ type: 'string' }) layout!: QuickActionsLayout;
  @Property({ type: 'json', fieldName: 'action_order' }) order!: string[];
  @Property({ type: 'Date', fieldName: 'updated_at' }) updatedAt!: Date;
}

@ObjectType('QuickActionsState', { description: 'Your quick-actions panel: layout and order.' })
export class QuickActionsState {
  @Field(() => QuickActionsLayoutEnum) layout!: QuickActionsLayout;
  @Field(() => [String], { description: 'Every action id, in your order.' }) order!: string[];
  @Field(() => Date, { nullable: true, description: 'When you last saved it; null: never (the defaults).' }) updatedAt!: Date | null;
}
