import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { Transport } from "@tirgus/domain/api-contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isbot } from "isbot";
import type { Config } from "../config.ts";
import { acceptedEncoding } from "./answer-cache.ts";
import { keptBuffer } from "./kept-buffer.ts";
import type { PageRenderer } from "./not-found.ts";
import { createPageCache, encodedBody, type KeptPage, pageKey } from "./page-cache.ts";
import { internalCallHeader, internalCallSecret } from "./security.ts";

export const webBuildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../web/build");
const serverEntry = path.join(webBuildDir, "server", "index.js");

type CreateSsrHandler = (options: {
  transport: Transport;
  publicUrl: string;
  production: boolean;
  mapTiles: Config["mapTiles"];
}) => (request: Request) => Promise<Response>;

export function webBuildExists() {
  return existsSync(serverEntry);
}

/**
 * Serves the web app: its static files, and every other page through the React Router server build.
 * Loaders reach the API through `transport`, which calls this same Fastify instance in process.
 */
export async function registerWebApp(app: FastifyInstance, config: Config): Promise<PageRenderer> {
  const { createSsrHandler } = (await import(pathToFileURL(serverEntry).href)) as {
    createSsrHandler: CreateSsrHandler;
  };
  await app.register(fastifyStatic, {
    root: path.join(webBuildDir, "client"),
    wildcard: false,
    index: false,
    // The web build writes .br and .gz beside each text file (apps/web/bundling/precompressed-assets.ts).
    preCompressed: true,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header(
        "cache-control",
        immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600",
      );
    },
  });
  const handle = createSsrHandler({
    transport: inProcessTransport(app),
    publicUrl: config.publicUrl,
    production: config.env === "production",
    mapTiles: config.mapTiles,
  });
  // Development renders every page afresh: a changed loader must show at once.
  if (config.env !== "production")
    return async (request, reply) => sendResponse(reply, await handle(toWebRequest(request)));
  const pages = createPageCache();
  return async (request, reply) => {
    const key = pageKey({
      method: request.method,
      url: request.url,
      cookie: request.headers.cookie,
      authorization: request.headers.authorization,
      isBot: isbot(request.headers["user-agent"] ?? ""),
    });
    if (!key) return sendResponse(reply, await handle(toWebRequest(request)));
    let own: Response | undefined;
    const page = await pages.get(key, async () => {
      const response = await handle(toWebRequest(request));
      if (response.status !== 200 || response.headers.has("set-cookie")) {
        own = response;
        return null;
      }
      const body = keptBuffer(await bodyOf(response));
      return { status: response.status, headers: [...response.headers], body, encoded: {} };
    });
    if (page) return sendKept(reply, page);
    // This visitor's own render, or (asking at the same moment as one whose page may not be kept) a new one.
    return sendResponse(reply, own ?? (await handle(toWebRequest(request))));
  };
}

/** A kept page, compressed for this visitor from the kept forms (@fastify/compress leaves it alone then). */
function sendKept(reply: FastifyReply, page: KeptPage) {
  reply.code(page.status);
  for (const [name, value] of page.headers) if (name !== "content-length") reply.header(name, value);
  const encoding = acceptedEncoding(reply.request.headers["accept-encoding"]);
  reply.header("vary", "accept-encoding");
  if (encoding) reply.header("content-encoding", encoding);
  return reply.send(encodedBody(page, encoding));
}

function toWebRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const url = `${request.protocol}://${request.host}${request.url}`;
  return new Request(url, { method: request.method, headers });
}

async function sendResponse(reply: FastifyReply, response: Response) {
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie" && name !== "content-length") reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  // Sent through reply.send (not reply.hijack) so @fastify/compress compresses the HTML. Buffered, not
  // streamed: every loader has already awaited its data, and the SSR entry answers the whole page at once.
  return reply.send(response.body ? await bodyOf(response) : null);
}

/**
 * A page's body in one buffer. The SSR entry answers a page as one chunk (entry.server.tsx), taken as it is;
 * other answers (redirects, client navigations' data) are put together from their chunks.
 */
async function bodyOf(response: Response): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of response.body ?? []) chunks.push(chunk);
  const [only] = chunks;
  if (chunks.length === 1 && only) return Buffer.from(only.buffer, only.byteOffset, only.byteLength);
  return Buffer.concat(chunks);
}

const statusesWithoutBody = new Set([101, 204, 205, 304]);

function inProcessTransport(app: FastifyInstance): Transport {
  return async (request) => {
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      if (name !== "accept-encoding") headers[name] = value;
    });
    headers[internalCallHeader] = internalCallSecret;
    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await app.inject({
      method: request.method as "GET",
      url: url.pathname + url.search,
      headers,
      ...(payload ? { payload } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [String(value)]) responseHeaders.append(name, item);
    }
    // Response copies the bytes it is given: the payload itself (light-my-request's own buffer), not a copy.
    const body = statusesWithoutBody.has(answer.statusCode)
      ? null
      : (answer.rawPayload as Buffer<ArrayBuffer>);
    return new Response(body, { status: answer.statusCode, headers: responseHeaders });
  };
}
