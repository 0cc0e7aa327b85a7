// Daily: the daily summary, goals and longevity tips of the /health page.
import type { SubgraphPart } from '@pulse/kit';
import { GoalRow } from './entities.js';
import { dailyMigrations } from './migrations.js';
import { DailySummaryResolver } from './operations/daily-summary.js';
import { HealthGoalsResolver } from './operations/health-goals.js';
import { CreateGoalResolver } from './operations/create-goal.js';
import { UpdateGoalResolver } from './operations/update-goal.js';
import { UpdateGoalProgressResolver } from './operations/update-goal-progress.js';
import { DeleteGoalResolver } from './operations/delete-goal.js';
import { LongevityTipsResolver } from './operations/longevity-tips.js';
import { dailyMemberData } from './member-data.js';

export const daily: SubgraphPart = {
  name: 'daily',
  resolvers: [DailySummaryResolver, HealthGoalsResolver, LongevityTipsResolver, CreateGoalResolver, UpdateGoalResolver, UpdateGoalProgressResolver, DeleteGoalResolver],
  entities: [GoalRow],
  migrations: dailyMigrations,
  memberData: dailyMemberData,
};
