// medicalScans (GET /api/medical/scans with the spec's filters), medicalScan (GET .../{id}) and
// the owner-only fields of a scan (its patient tags, decrypted). The owner's alone: an admin
// asking is answered NOT_FOUND like anyone else, and a read of one scan is written to its
// access log, refused ones included. The list is not logged: it shows names, not the scans.
import { Arg, Args, ArgsType, Ctx, Field, FieldResolver, ID, Int, ObjectType, Query, Resolver, Root, UseMiddleware } from 'type-graphql';
import type { FilterQuery } from '@mikro-orm/core';
import { z } from 'zod';
import { SignedIn, cursorArgRule, keysetFetchSize, keysetPage, pageInfoType, pageSize, requireUser, type InputOf, type PageInfo, type SubgraphContext } from '@pulse/kit';
import { decryptTags } from '../crypto.js';
import { MedicalAccessAction, MedicalPatient, MedicalScan } from '../entities.js';
import { ScanFilterInput } from '../inputs.js';
import { SCAN_CURSOR } from '../cursors.js';
import { requireOwnScan } from '../owned.js';

const DEFAULT_FIRST = 20;
const MAX_FIRST = 100;

export const MedicalScanPageInfo = pageInfoType('MedicalScanPageInfo');

@ObjectType('MedicalScanConnection')
export class MedicalScanConnection {
  @Field(() => [MedicalScan]) nodes!: MedicalScan[];
  @Field(() => MedicalScanPageInfo) pageInfo!: PageInfo;
}

@ArgsType()
class MedicalScansArgs {
  // The filter's own rules run here too: an args class is checked as one value.
  static schema = z.object({ after: cursorArgRule, filter: ScanFilterInput.schema.nullish() });

  @Field(() => ScanFilterInput, { nullable: true }) filter?: InputOf<typeof ScanFilterInput> | null;
  @Field(() => Int, { nullable: true, description: `Page size (default ${DEFAULT_FIRST}, at most ${MAX_FIRST}).` }) first?: number | null;
  @Field(() => String, { nullable: true, description: 'endCursor of the previous page.' }) after?: string | null;
}

/** `%` and `_` in a member's words are letters, not patterns. */
const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

@Resolver()
export class ScanQueriesResolver {
  @UseMiddleware(SignedIn)
  @Query(() => MedicalScanConnection, { description: 'Your scans, latest taken first, filtered (spec: scanType list, dateFrom, dateTo, q).' })
  async medicalScans(@Args(() => MedicalScansArgs) args: MedicalScansArgs, @Ctx() ctx: SubgraphContext): Promise<MedicalScanConnection> {
    const me = requireUser(ctx.auth).id;
    const limit = pageSize(args.first, DEFAULT_FIRST, MAX_FIRST);
    const after = SCAN_CURSOR.decode(args.after, 'after');
    const filter = args.filter;
    const where: FilterQuery<MedicalScan>[] = [{ ownerId: me }];
    if (filter?.scanTypes) where.push({ scanType: { $in: filter.scanTypes } });
    if (filter?.dateFrom) where.push({ scanDate: { $gte: filter.dateFrom } });
    if (filter?.dateTo) where.push({ scanDate: { $lte: filter.dateTo } });
    if (filter?.q) {
      const like = likeOf(filter.q);
      where.push({ $or: [{ name: { $ilike: like } }, { description: { $ilike: like } }, { bodyPart: { $ilike: like } }] });
    }
    if (after) where.push({ scanDate: { $lte: new Date(after.key) }, $or: [{ scanDate: { $lt: new Date(after.key) } }, { id: { $lt: after.id } }] });
    const rows = await ctx.em.find(MedicalScan, { $and: where }, { orderBy: [{ scanDate: 'desc' }, { id: 'desc' }], limit: keysetFetchSize(limit) });
    return keysetPage(rows, limit, (scan) => SCAN_CURSOR.encode(scan.scanDate, scan.id));
  }

  @UseMiddleware(SignedIn)
  @Query(() => MedicalScan, { description: 'One of your scans (the read is written to its access log).' })
  medicalScan(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<MedicalScan> {
    return requireOwnScan(ctx, id, MedicalAccessAction.VIEW);
  }
}

@Resolver(() => MedicalScan)
export class ScanFieldsResolver {
  @FieldResolver(() => MedicalPatient, {
    nullable: true,
    description: 'The patient-identifying tags of its files (decrypted for you, its owner); null when they had none.',
  })
  patient(@Root() scan: MedicalScan, @Ctx() ctx: SubgraphContext): MedicalPatient | null {
    // Every path to a scan is already its owner's; this says so once more where the secrets are.
    if (!scan.patientCipher || ctx.auth.user?.id !== scan.ownerId) return null;
    const tags = decryptTags(ctx.services.config.medical.tagKey, scan.id, scan.patientCipher);
    const get = (k: string) => tags[k] ?? null;
    return {
      name: get('PatientName'),
      patientId: get('PatientID'),
      birthDate: get('PatientBirthDate'),
      sex: get('PatientSex'),
      age: get('PatientAge'),
      institution: get('InstitutionName'),
      referringPhysician: get('ReferringPhysicianName'),
      accessionNumber: get('AccessionNumber'),
      tags: Object.entries(tags).map(([keyword, value]) => ({ keyword, value })),
    };
  }
}
