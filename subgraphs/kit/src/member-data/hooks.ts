// What a capability holds about one member, for the two things a member may ask of all their
// data at once (issue 23 item 5, docs/member-data.md): a copy of it (the export archive) and
// its removal (account deletion). Each capability that stores something personal says how to
// export and how to erase it in its part (`memberData`), beside the tables it owns, so no
// subgraph ever reads another's tables and a new capability cannot be forgotten by a list kept
// elsewhere. kit gathers the hooks of every part (defineSubgraph); the export job and the
// erasure reader call them.
import type { Readable } from 'node:stream';
import type { SubgraphServices } from '../subgraph.js';

/** Where a capability writes its share of a member's export archive. */
export interface MemberExportWriter {
  /** A JSON document of the archive, at `<subgraph>/<name>.json` (one per name; a second call with a name replaces it). */
  json(name: string, value: unknown): void;
  /**
   * A file of the archive, at `<subgraph>/files/<path>`; `open` is called when the archive is
   * written, so a capability lists its files without holding them in memory.
   */
  file(path: string, open: () => Promise<Readable | Buffer>): void;
}

export interface MemberDataHooks {
  /** Writes everything this capability holds about the member (theirs, or shared with them and readable by them). */
  export?: (services: SubgraphServices, memberId: string, out: MemberExportWriter) => Promise<void>;
  /**
   * Removes or anonymises everything personal this capability holds about the member, in its
   * own tables and stored files. Idempotent: it may run again after a crash or a restart.
   */
  erase?: (services: SubgraphServices, memberId: string) => Promise<void>;
}

/** One part's hooks, named after the part (how errors and the archive's README name it). */
export interface PartMemberData {
  part: string;
  hooks: MemberDataHooks;
}
