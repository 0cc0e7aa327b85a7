// POST /settings/export (the spec's path) and GET /settings/exports: start an export of all your
// data and follow it (docs/member-data.md).
import { z } from 'zod';
import { defineRoute, type RestRoute } from '@pulse/kit/rest';
import { RestDataExportsDocument, RestStartDataExportDocument } from '../rest.generated.js';

const dataExport = z
  .object({
    id: z.string(),
    status: z.enum(['PENDING', 'RUNNING', 'READY', 'FAILED', 'EXPIRED']),
    progress: z.number().int(),
    createdAt: z.string().meta({ format: 'date-time' }),
    expiresAt: z.string().nullable().meta({ format: 'date-time' }),
    downloadUrl: z.string().nullable().meta({ description: 'A signed link to the zip archive, valid 15 minutes (READY only)' }),
    failure: z.string().nullable().meta({ description: 'Why the export failed, in words for you, e.g. "Your export is too large ..." (FAILED only)' }),
  })
  .meta({ id: 'DataExport' });

export const dataExportRoutes: RestRoute[] = [
  defineRoute({
    method: 'post',
    path: '/settings/export',
    summary: 'Start an export of all your data',
    description:
      'One zip archive of everything every part of Pulse holds about you (JSON, your files, a README). One at a time (409 CONFLICT while one runs) and a few a day (429 RATE_LIMITED); a notification says when it is ready.',
    auth: 'member',
    document: RestStartDataExportDocument,
    variables: () => ({}),
    response: z.object({ export: dataExport }),
    respond: (data) => ({ export: data.startDataExport }),
  }),
  defineRoute({
    method: 'get',
    path: '/settings/exports',
    summary: 'Your data exports, newest first, with their progress and download links',
    auth: 'member',
    document: RestDataExportsDocument,
    variables: () => ({}),
    response: z.object({ exports: z.array(dataExport) }),
    respond: (data) => ({ exports: data.dataExports }),
  }),
];
