// deleteMedicalScan (DELETE /api/medical/scans/{id}): removes the caller's scan, its file rows,
// uploads and access log (the rows cascade) and its stored files. Answers its id.
import { Arg, Ctx, ID, Mutation, Resolver, UseMiddleware } from 'type-graphql';
import { SignedIn, type SubgraphContext } from '@pulse/kit';
import { medicalStorage } from '../../storage/medical-storage.js';
import { MedicalScan, MedicalScanFile } from '../entities.js';
import { requireOwnScan } from '../owned.js';

@Resolver()
export class DeleteScanResolver {
  @UseMiddleware(SignedIn)
  @Mutation(() => ID, { description: 'Deletes one of your scans and its files; answers its id.' })
  async deleteMedicalScan(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<string> {
    const scan = await requireOwnScan(ctx, id);
    const files = await ctx.em.find(MedicalScanFile, { scanId: scan.id });
    await ctx.em.nativeDelete(MedicalScan, { id: scan.id });
    const { storage } = medicalStorage(ctx.services);
    // After the rows: a file whose row is gone is never served, and one left behind by a failure here is only disk.
    for (const file of files) await storage.delete(file.storageKey).catch(() => undefined);
    return scan.id;
  }
}
