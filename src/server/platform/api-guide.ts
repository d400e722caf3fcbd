// The bank developers' guide (docs/api-guide.md) as a page beside the API reference: /api/docs shows the
// reference (Swagger UI), /api/docs/guide the walk-through. The guide is written once, in docs/, and read
// from the project folder like the postcode list (paths.ts), so the page is the same file the repository
// shows, from the sources and from the bundle alike (decision 0011). It is rendered once, when the app is
// built: a missing guide stops the start instead of answering 500 later.
import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Marked, type Tokens } from 'marked';
import { z } from 'zod';
import { PRODUCT_TITLE } from '../../domain/constants.ts';
import { escapeHtml } from '../../domain/sanitize.ts';
import { PUBLIC } from '../auth/access.ts';
import { API_GUIDE_PATH } from '../paths.ts';

/** Where the guide is served, under the reference's own prefix. */
export const API_GUIDE_URL = '/api/docs/guide';
const REFERENCE_URL = '/api/docs';

/**
 * A heading's anchor as GitHub writes it (lower case, letters and digits kept with their accents, spaces to
 * hyphens), so the guide's own links (`#hibák`) work both in the repository and on the served page.
 */
export function headingSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

interface Rendered {
  title: string;
  body: string;
  sections: { id: string; text: string }[];
}

function renderMarkdown(markdown: string): Rendered {
  const sections: Rendered['sections'] = [];
  let title = '';
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth, text }: Tokens.Heading) {
        const id = headingSlug(text);
        if (depth === 1) title ||= text;
        if (depth === 2) sections.push({ id, text });
        return `<h${depth} id="${escapeHtml(id)}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
      // A code block wider than the page scrolls; tabindex lets a keyboard scroll it (WCAG 2.1.1).
      code({ text, lang }: Tokens.Code) {
        const language = /^\S+/.exec(lang ?? '')?.[0];
        const label = language ? ` class="language-${escapeHtml(language)}"` : '';
        return `<pre tabindex="0"><code${label}>${escapeHtml(text)}</code></pre>\n`;
      },
    },
  });
  const body = marked.parse(markdown, { async: false });
  return { title, body, sections };
}

const STYLE = `
:root { color-scheme: light; --ink: #1a1b1e; --muted: #495057; --line: #dee2e6; --accent: #1864ab; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.6 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: var(--ink); background: #fff; }
.skip { position: absolute; left: -10000px; }
.skip:focus { left: 1rem; top: 1rem; background: #fff; padding: .5rem; z-index: 1; }
header { border-bottom: 1px solid var(--line); background: #f8f9fa; }
header nav, main { max-width: 60rem; margin: 0 auto; padding: 0 1.25rem; }
header nav { display: flex; flex-wrap: wrap; gap: .5rem 1.5rem; padding-block: .75rem; }
a { color: var(--accent); }
a:focus-visible, pre:focus-visible { outline: 3px solid #1971c2; outline-offset: 2px; }
h1 { font-size: 2rem; line-height: 1.25; margin: 1.5rem 0 1rem; }
h2 { font-size: 1.5rem; margin: 2.5rem 0 .75rem; padding-top: .5rem; border-top: 1px solid var(--line); }
h3 { font-size: 1.2rem; margin: 1.75rem 0 .5rem; }
code { font: .9em/1.5 ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, monospace; background: #f1f3f5; padding: .1em .3em; border-radius: 3px; }
pre { background: #f1f3f5; border: 1px solid var(--line); border-radius: 6px; padding: .75rem 1rem; overflow-x: auto; }
pre code { background: none; padding: 0; }
table { border-collapse: collapse; width: 100%; margin: 1rem 0; font-size: .95rem; }
th, td { border: 1px solid var(--line); padding: .4rem .6rem; text-align: left; vertical-align: top; }
th { background: #f8f9fa; }
td code { overflow-wrap: anywhere; }
.toc { border: 1px solid var(--line); border-radius: 6px; padding: .5rem 1.25rem; margin: 1rem 0 2rem; }
.toc h2 { border: 0; margin: .5rem 0; padding: 0; font-size: 1.1rem; }
footer { max-width: 60rem; margin: 3rem auto; padding: 1rem 1.25rem; border-top: 1px solid var(--line); color: var(--muted); }
`;

/** The whole page: the site's links, the guide's contents and the guide, in Hungarian. */
export function renderGuidePage(markdown: string): string {
  const { title, body, sections } = renderMarkdown(markdown);
  const contents = `<nav class="toc" aria-labelledby="tartalom-cim"><h2 id="tartalom-cim">Tartalom</h2><ul>${sections
    .map((section) => `<li><a href="#${escapeHtml(section.id)}">${escapeHtml(section.text)}</a></li>`)
    .join('')}</ul></nav>`;
  // The contents come after the title and the introduction, before the first section.
  const firstSection = body.indexOf('<h2 ');
  const article =
    firstSection < 0 ? body : `${body.slice(0, firstSection)}${contents}\n${body.slice(firstSection)}`;
  const links = `<a href="${REFERENCE_URL}">API-referencia (OpenAPI)</a><a href="${REFERENCE_URL}/json">OpenAPI dokumentum (JSON)</a><a href="/">Vissza a portálra</a>`;
  return `<!doctype html>
<html lang="hu">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – ${escapeHtml(PRODUCT_TITLE)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${STYLE}</style>
</head>
<body>
<a class="skip" href="#tartalom">Ugrás a tartalomra</a>
<header><nav aria-label="API-dokumentáció">${links}</nav></header>
<main id="tartalom">
${article}
</main>
<footer><nav aria-label="A lap alján">${links}</nav></footer>
</body>
</html>
`;
}

export const apiGuideRoutes: FastifyPluginAsyncZod = async (app) => {
  const page = renderGuidePage(await readFile(API_GUIDE_PATH, 'utf8'));
  app.get(
    '/guide',
    {
      config: { access: PUBLIC },
      // A page, not an operation: the reference's description links to it instead (platform/openapi.ts).
      schema: { hide: true, response: { 200: z.string().describe('A fejlesztői útmutató HTML lapja') } },
    },
    async (_request, reply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'public, max-age=300').send(page),
  );
};
