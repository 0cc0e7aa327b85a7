// The words of a posted analysis: the post's default text, and why an exercise is not scored.
import { describe, expect, it } from 'vitest';
import { analysisPostText } from './use-post-exercise-analysis';
import { notScoredText } from '../../feed/post-card/exercise-analysis-card';

describe('analysisPostText', () => {
  it('names the exercise, the reps and, for a squat, the average to one decimal', () => {
    expect(analysisPostText({ exerciseType: 'squat', repCount: 5, averageScore: 84.25 })).toBe('Squat form analysis: 5 reps, average 84.3/100');
    expect(analysisPostText({ exerciseType: 'squat', repCount: 1, averageScore: 90 })).toBe('Squat form analysis: 1 rep, average 90.0/100');
    expect(analysisPostText({ exerciseType: 'push_up', repCount: 0, averageScore: null })).toBe('Push-up form analysis: 0 reps');
  });
});

describe('notScoredText', () => {
  it('says plainly why an exercise has no score', () => {
    expect(notScoredText('deadlift')).toBe('Only squat is scored: Deadlift reps are counted, not scored.');
    expect(notScoredText('plank')).toBe('Only squat is scored. A plank is a hold, not repetitions, so it has no reps to count.');
    expect(notScoredText('bench')).toMatch(/^Only squat is scored\. Bench press reps are made at the elbows/);
  });
});
