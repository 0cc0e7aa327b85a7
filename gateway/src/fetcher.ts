// Subgraph calls over undici's pooled keep-alive client. Measured on this machine it nearly
// doubles gateway throughput over the default fetch (see README, Performance); the gateway
// only reads the status, the content type and the body text (subgraph-source.ts).
//
// The answer is collected through undici's dispatch handler rather than `request()`: `request`
// wraps every answer in a Readable body stream (with its own buffering, events and a consume
// step for `.text()`) and parses every header into an object, where the gateway needs the
// bytes of one small JSON body and one header (bench:pipeline, docs/performance.md).
import { Agent, type Dispatcher } from 'undici';

// One pool per process, made on first use: a gateway that stops closes it, and a gateway
// started later in the same process (tests start several) gets a fresh one.
let agent: Agent | undefined;
const dispatcher = () => (agent ??= new Agent({ keepAliveTimeout: 60_000, connections: 128, pipelining: 1 }));

export interface SubgraphAnswer {
  status: number;
  contentType: string | undefined;
  text: string;
}

/** A subgraph's URL split once into what dispatch takes (the gateway calls a handful of URLs). */
const targets = new Map<string, { origin: string; path: string }>();
function targetOf(url: string): { origin: string; path: string } {
  let target = targets.get(url);
  if (!target) {
    const parsed = new URL(url);
    target = { origin: parsed.origin, path: `${parsed.pathname}${parsed.search}` };
    targets.set(url, target);
  }
  return target;
}

const CONTENT_TYPE = 'content-type';

/** POSTs `body` to a subgraph and reads its whole answer; rejects when it cannot be reached or the answer is cut off. */
export function postToSubgraph(url: string, headers: Record<string, string>, body: string): Promise<SubgraphAnswer> {
  const { origin, path } = targetOf(url);
  return new Promise<SubgraphAnswer>((resolve, reject) => {
    let status = 0;
    let contentType: string | undefined;
    const chunks: Buffer[] = [];
    const handler: Dispatcher.DispatchHandler = {
      onConnect() {},
      onHeaders(statusCode, rawHeaders) {
        status = statusCode;
        // Raw headers alternate name and value; several Content-Type lines are joined as fetch joins them.
        for (let i = 0; i + 1 < (rawHeaders?.length ?? 0); i += 2) {
          const name = rawHeaders![i]!;
          if (name.length !== CONTENT_TYPE.length || name.toString('latin1').toLowerCase() !== CONTENT_TYPE) continue;
          const value = rawHeaders![i + 1]!.toString('latin1');
          contentType = contentType === undefined ? value : `${contentType}, ${value}`;
        }
        return true;
      },
      onData(chunk) {
        chunks.push(chunk);
        return true;
      },
      onComplete() {
        resolve({ status, contentType, text: (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)).toString('utf8') });
      },
      onError(error) {
        reject(error);
      },
    };
    dispatcher().dispatch({ origin, path, method: 'POST', headers, body }, handler);
  });
}

export async function closeFetcher(): Promise<void> {
  const closing = agent;
  agent = undefined;
  await closing?.close();
}
