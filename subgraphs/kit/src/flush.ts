// Unique indexes, not earlier reads, decide races between two requests that create the same
// thing (a double click, a retry, two members at the same moment): the check before the
// insert cannot see a row that another transaction has not committed yet. These are the
// three ways a request then ends: as if it had won, with the winner's row, or refused.
import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';

/**
 * Flushes; when a unique index refuses it, the row already exists, which is what the
 * request wanted. Returns whether this flush made the change.
 */
export async function flushUnlessDuplicate(em: EntityManager): Promise<boolean> {
  try {
    await em.flush();
    return true;
  } catch (error) {
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    // Forget the failed insert, or the next read would auto-flush it again.
    em.clear();
    return false;
  }
}

/** Runs `commit`; when a unique index refuses it, throws the conflict `conflict` names instead. */
export async function commitOrConflict(commit: () => Promise<unknown>, conflict: (error: UniqueConstraintViolationException) => Error): Promise<void> {
  try {
    await commit();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw conflict(error);
    throw error;
  }
}

/**
 * Runs `commit`; when a unique index refuses it, answers the row the winning request
 * created (`findWinner` must read outside the failed unit of work, e.g. in a fork). Returns
 * undefined when `commit` succeeded; rethrows the violation when there is no winner to find.
 */
export async function commitOrWinner<T>(commit: () => Promise<unknown>, findWinner: () => Promise<T | null>): Promise<T | undefined> {
  try {
    await commit();
    return undefined;
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) {
      const winner = await findWinner();
      if (winner) return winner;
    }
    throw error;
  }
}
