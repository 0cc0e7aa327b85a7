// The exercises the form analyzer knows (spec section 9: "squat, deadlift, bench, lunge,
// push_up, pull_up, dip, plank. Only squat is scored."). bodyParts are the joints and regions
// each loads most, which is how a limitation recorded against a body part ("knee") is shown
// on the exercises it concerns when the member did not list the exercises themselves.
export const EXERCISE_IDS = ['squat', 'deadlift', 'bench', 'lunge', 'push_up', 'pull_up', 'dip', 'plank'] as const;
export type ExerciseId = (typeof EXERCISE_IDS)[number];

export interface CatalogueEntry {
  id: ExerciseId;
  name: string;
  scored: boolean;
  bodyParts: string[];
}

export const CATALOGUE: readonly CatalogueEntry[] = [
  { id: 'squat', name: 'Squat', scored: true, bodyParts: ['knee', 'hip', 'ankle', 'lower back'] },
  { id: 'deadlift', name: 'Deadlift', scored: false, bodyParts: ['lower back', 'hip', 'hamstring', 'knee', 'grip'] },
  { id: 'bench', name: 'Bench Press', scored: false, bodyParts: ['shoulder', 'chest', 'elbow', 'wrist'] },
  { id: 'lunge', name: 'Lunge', scored: false, bodyParts: ['knee', 'hip', 'ankle'] },
  { id: 'push_up', name: 'Push-up', scored: false, bodyParts: ['shoulder', 'chest', 'elbow', 'wrist'] },
  { id: 'pull_up', name: 'Pull-up', scored: false, bodyParts: ['shoulder', 'elbow', 'upper back', 'grip'] },
  { id: 'dip', name: 'Dip', scored: false, bodyParts: ['shoulder', 'chest', 'elbow', 'wrist'] },
  { id: 'plank', name: 'Plank', scored: false, bodyParts: ['lower back', 'shoulder', 'core'] },
];

/** Whether a limitation concerns an exercise: listed by id, or (none listed) on a body part it loads. */
export function concerns(limitation: { affects: string[]; bodyPart: string }, exercise: CatalogueEntry): boolean {
  if (limitation.affects.length) return limitation.affects.includes(exercise.id);
  const part = limitation.bodyPart.trim().toLowerCase();
  return part.length > 0 && exercise.bodyParts.some((p) => part.includes(p) || p.includes(part));
}
