// An event as an iCalendar file (RFC 5545): one VEVENT in a VCALENDAR, lines ended by CRLF and
// folded at 75 octets, TEXT values escaped (backslash, semicolon, comma, newline), times in
// UTC (DTSTART/DTEND with a Z, which every calendar reads whatever its zone; the event's own
// zone is named in X-WR-TIMEZONE for display), a UID stable per event, DTSTAMP, SEQUENCE from
// the last change and STATUS:CANCELLED for a cancelled event so calendars drop it.
//
// Served as GET /media/e-<id>.ics: the gateway sends "e-" media keys to this subgraph
// (registry), so the file downloads from the app's own origin with no route of its own.
import type express from 'express';
import { createLogger, type SubgraphServices } from '@pulse/kit';
import type { Event } from './entities.js';
import { Event as EventEntity } from './entities.js';

const log = createLogger('events.ics');
export const ICS_KEY = /^e-(c[0-9a-z]{24})\.ics$/;
export const icsUrlOf = (eventId: string): string => `/media/e-${eventId}.ics`;

/** TEXT escaping (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line at 75 octets, never inside a UTF-8 character (RFC 5545 3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = parts.length === 0 ? 75 : 74; // a continuation line starts with one space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** 20261205T170000Z */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export function eventIcs(event: Event, host: string, now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Pulse//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-TIMEZONE:${event.timezone}`,
    'BEGIN:VEVENT',
    `UID:${event.id}@${host}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(event.startDate)}`,
    `DTEND:${utcStamp(event.endDate)}`,
    `CREATED:${utcStamp(event.createdAt)}`,
    `LAST-MODIFIED:${utcStamp(event.updatedAt)}`,
    `SEQUENCE:${Math.max(0, Math.floor((event.updatedAt.getTime() - event.createdAt.getTime()) / 1000))}`,
    `SUMMARY:${escapeText(event.name)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    `STATUS:${event.cancelledAt ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** GET /media/e-<id>.ics; any other key goes on to the media part's handler. */
export function icsRoutes(app: express.Express, services: SubgraphServices): void {
  app.get('/media/:key', async (req, res, next) => {
    const match = ICS_KEY.exec(String(req.params.key));
    if (!match) return next();
    try {
      const event = await services.orm.em.fork().findOne(EventEntity, { id: match[1] });
      if (!event) {
        res.status(404).json({ message: 'Event not found', code: 'NOT_FOUND' });
        return;
      }
      const host = new URL(services.config.publicUrl).hostname || 'pulse';
      res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="event-${event.id}.ics"`);
      res.setHeader('Cache-Control', 'no-store');
      res.send(eventIcs(event, host, services.clock.now()));
    } catch (error) {
      log.error('ics failed', { error: String(error) });
      res.status(500).json({ message: 'Something went wrong!', code: 'INTERNAL_SERVER_ERROR' });
    }
  });
}
