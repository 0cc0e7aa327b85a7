// The caller's own scan, or NOT_FOUND: another member's scan, an admin's included, does not
// exist for them. A refused read of a scan that exists is written to its access log (allowed:
// false), so its owner sees who tried; the caller is told nothing more than NOT_FOUND.
import { NotFoundError, requireUser, type SubgraphContext } from '@pulse/kit';
import { MedicalAccessAction, MedicalScan } from './entities.js';
import { recordAccess } from './access-log.js';
import { SCAN_NOT_FOUND } from './limits.js';

export async function requireOwnScan(ctx: SubgraphContext, id: string, read?: MedicalAccessAction): Promise<MedicalScan> {
  const user = requireUser(ctx.auth);
  const scan = await ctx.em.findOne(MedicalScan, { id });
  if (!scan || scan.ownerId !== user.id) {
    if (scan && read) await recordAccess(ctx.em, ctx.services.clock.now(), { scan, actorId: user.id, action: read, allowed: false });
    throw new NotFoundError(SCAN_NOT_FOUND);
  }
  if (read) await recordAccess(ctx.em, ctx.services.clock.now(), { scan, actorId: user.id, action: read, allowed: true });
  return scan;
}
