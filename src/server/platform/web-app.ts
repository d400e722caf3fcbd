// The built web app: its files, compressed at build time (scripts/precompress.ts), and index.html for every
// page address. Decision 0013: brotli or gzip by Accept-Encoding, the plain file for a client that takes
// neither; hashed assets cached for a year; no source maps.
import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_MESSAGES } from '../../domain/messages.ts';
import { PRODUCT_TITLE } from '../../domain/constants.ts';
import { firstHeadingOf, type ScreenHeading } from '../../domain/screen-headings.ts';
import { PUBLIC, publicPlugin } from '../auth/access.ts';
import type { ErrorBody } from './errors.ts';
import { framesMenu, withFramePlaceholder } from './web-frame.ts';
import { linkHeader, planPage, readManifest, type Visitor } from './web-preload.ts';

type Encoding = 'br' | 'gzip';
const ENCODING_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

interface Page {
  plain: Buffer;
  copies: Map<Encoding, Buffer>;
}

/** index.html as built, and its compressed copies when the build wrote them. */
function readIndex(webDist: string): Page | undefined {
  const indexPath = `${webDist}/index.html`;
  if (!existsSync(indexPath)) return undefined;
  const copies = new Map<Encoding, Buffer>();
  for (const encoding of ['br', 'gzip'] as const) {
    const copy = `${indexPath}${ENCODING_SUFFIX[encoding]}`;
    if (existsSync(copy)) copies.set(encoding, readFileSync(copy));
  }
  return { plain: readFileSync(indexPath), copies };
}

const COMPRESS: Record<Encoding, (page: Buffer) => Buffer> = {
  br: (page) => brotliCompressSync(page, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: (page) => gzipSync(page, { level: 9 }),
};

/** How many framed pages are kept: one per heading and menu, and one per person a staff start screen greets. */
const FRAMED_PAGES_KEPT = 500;

/**
 * The page a signed-in visitor gets: index.html with the signed-in layout's frame painted before the
 * scripts run (web-frame.ts), and the screen's heading where it stands first, compressed like the build's
 * copies; each made once (with the menu or without, and a page for each of the few headings and for each
 * of the bank's staff and portal admins, whom their start screen greets by name), the least recently used dropped past
 * FRAMED_PAGES_KEPT.
 */
function framedPages(index: Page): (menu: boolean, heading: ScreenHeading | null) => Page {
  const pages = new Map<string, Page>();
  return (menu, heading) => {
    const key = JSON.stringify([menu, heading]);
    let page = pages.get(key);
    if (page) pages.delete(key);
    else {
      const plain = Buffer.from(withFramePlaceholder(index.plain.toString('utf8'), menu, heading));
      const copies = new Map(
        [...index.copies.keys()].map((encoding) => [encoding, COMPRESS[encoding](plain)]),
      );
      page = { plain, copies };
      if (pages.size >= FRAMED_PAGES_KEPT) pages.delete(pages.keys().next().value!);
    }
    // A Map keeps the order of insertion: set again, the page is the most recently used.
    pages.set(key, page);
    return page;
  };
}

/** Who is asking for a page: what chooses its preloads, and the name a screen's heading greets. */
export type PageVisitor = Visitor & { firstName: string | null; name: string };

/** Who is asking for a page (null when signed out), for the page's preloads; never throws. */
export type ReadVisitor = (request: FastifyRequest) => Promise<PageVisitor | null>;

export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  readVisitor: ReadVisitor,
  bankName: string,
): Promise<void> {
  const index = readIndex(webDist);
  const framed = index && framedPages(index);
  const manifest = readManifest(webDist);
  if (index) {
    await app.register(publicPlugin(fastifyStatic), {
      root: webDist,
      // One route per built file, no wildcard: an address under /api that matches nothing (or whose id is
      // too long) is the API's 404 or 414, never a file lookup. The compressed copies are not addresses of
      // their own, and source maps (if a build wrote them) are never sent.
      wildcard: false,
      globIgnore: ['**/*.br', '**/*.gz', '**/*.map', '**/.vite/**'],
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Hashed build assets never change; everything else is revalidated.
        reply.header(
          'cache-control',
          filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const negotiator = new Negotiator<Encoding>({ supportedValues: [...(index?.copies.keys() ?? [])] });
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!index)
      return reply
        .code(503)
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="hu"><meta charset="utf-8"><title>${PRODUCT_TITLE}</title><p>A webes felület még nincs lefordítva. Futtassa: <code>npm run build</code></p></html>`,
        );
    const [pathname = '/', query] = request.url.split('?', 2);
    const visitor = await readVisitor(request);
    const plan = planPage(pathname, query === undefined ? '' : `?${query}`, visitor);
    const page =
      framed && visitor && plan.screens[0] === 'layout'
        ? framed(framesMenu(visitor), firstHeadingOf(pathname, { ...visitor, bankName }))
        : index;
    const accepted = request.headers['accept-encoding'];
    const encoding = accepted && page.copies.size > 0 ? negotiator.negotiate(accepted) : null;
    const copy = encoding ? page.copies.get(encoding) : undefined;
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding, cookie')
      .header('link', linkHeader(manifest, plan));
    return copy ? reply.header('content-encoding', encoding).send(copy) : reply.send(page.plain);
  };

  app.get('/', { schema: { hide: true }, config: { access: PUBLIC } }, (request, reply) =>
    sendIndex(request, reply),
  );
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    // A missing file (an old hashed asset after a deploy) is a 404, never the app's HTML.
    const looksLikeFile = /\.[a-z0-9]{1,8}$/i.test(request.url.split('?')[0] ?? '');
    if (
      !isApi &&
      !looksLikeFile &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      acceptsHtml(request)
    )
      return sendIndex(request, reply);
    const body: ErrorBody = {
      error: { code: 'route_not_found', message: ERROR_MESSAGES.route_not_found, requestId: request.id },
    };
    return reply.code(404).send(body);
  });
}

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept === '' || accept.includes('text/html') || accept.includes('*/*');
}
