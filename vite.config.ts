import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { ChunkingContext, CodeSplittingNameFunction } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { mantineCssPerComponent } from './scripts/mantine-css.ts';
import { precompress } from './scripts/precompress.ts';

// The API server listens on DEV_API_PORT during `npm run dev`; Vite serves the SPA on 3000 and proxies.
const apiTarget = `http://127.0.0.1:${process.env.DEV_API_PORT ?? '3001'}`;

/**
 * Prints what the sign-in screen downloads (decision 0007's budget: JavaScript under 150 KB and CSS under
 * 40 KB compressed): the entry chunk, the login screen's chunk and everything they import, and the CSS. Since
 * decision 0013 the server sends the build's brotli copies, so the budget counts brotli (gzip printed beside
 * it).
 */
const BUDGET = { js: 150 * 1024, css: 40 * 1024 };

function loginRouteBudget(): Plugin {
  return {
    name: 'login-route-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const wanted = new Set<string>();
      const visit = (fileName: string) => {
        if (wanted.has(fileName)) return;
        wanted.add(fileName);
        for (const imported of byName.get(fileName)?.imports ?? []) visit(imported);
      };
      for (const chunk of chunks) {
        if (chunk.isEntry || chunk.facadeModuleId?.endsWith('/features/auth/auth-page.tsx'))
          visit(chunk.fileName);
      }
      const gzip = (code: string | Uint8Array) => gzipSync(code, { level: 9 }).length;
      const brotli = (code: string | Uint8Array) =>
        brotliCompressSync(code, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        }).length;
      const codeOf = (fileName: string) => byName.get(fileName)?.code ?? '';
      const cssFiles = Object.values(bundle).flatMap((item) =>
        item.type === 'asset' && item.fileName.endsWith('.css') ? [item.source] : [],
      );
      const total = (measure: (code: string | Uint8Array) => number) => ({
        js: [...wanted].reduce((sum, fileName) => sum + measure(codeOf(fileName)), 0),
        css: cssFiles.reduce((sum, source) => sum + measure(source), 0),
      });
      const { js, css } = total(brotli);
      const gzipped = total(gzip);
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
      // BUDGET_DETAIL=1 npm run build lists the chunks.
      if (process.env.BUDGET_DETAIL) {
        for (const fileName of wanted) this.info(`  ${fileName} ${kb(brotli(codeOf(fileName)))}`);
      }
      const line =
        `login route: JS ${kb(js)} brotli (${kb(gzipped.js)} gzip) in ${wanted.size} chunks, ` +
        `CSS ${kb(css)} brotli (${kb(gzipped.css)} gzip)`;
      if (js > BUDGET.js || css > BUDGET.css) this.warn(`${line}: over the budget of 150 KB JS / 40 KB CSS`);
      else this.info(line);
    },
  };
}

/**
 * Brotli and gzip copies of every text file the build wrote (decision 0013), served by the server as they
 * are.
 */
function precompressBuild(): Plugin {
  let outDir = '';
  return {
    name: 'precompress-build',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await precompress(outDir);
      const sum = (key: 'bytes' | 'brotli' | 'gzip') => files.reduce((total, file) => total + file[key], 0);
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
      this.info(
        `precompressed ${files.length} files: ${kb(sum('bytes'))} -> brotli ${kb(sum('brotli'))}, gzip ${kb(sum('gzip'))}`,
      );
    },
  };
}

/**
 * Mantine's shared core, its hooks and the small components every screen shows (the sign-in page's among
 * them) in one chunk: split per module they were 30 requests of 0.1-3 KB before the first paint.
 */
const MANTINE_BASE =
  /[\\/]node_modules[\\/](@mantine[\\/](hooks|core[\\/]esm[\\/](core|utils|components[\\/](Box|Loader|Center|VisuallyHidden|Alert|CloseButton|Card|Paper|Flex|Group|Stack|Text|Title|Anchor|ThemeIcon|Input|InputBase|TextInput|PasswordInput|InlineInput|Checkbox|CheckIcon|ActionIcon|UnstyledButton|Button|Tabs|SimpleGrid|Portal|Transition)[\\/]))|clsx|react-remove-scroll|react-number-format)/;

/** The components of the signed-in shell, its lists and dialogs, in one chunk of their own. */
const MANTINE_APP =
  /[\\/]node_modules[\\/](@mantine[\\/]core[\\/]esm[\\/]components[\\/](AppShell|Burger|Menu|Popover|Tooltip|Badge|Table|Pagination|Select|Combobox|ScrollArea|Modal|ModalBase|Overlay|Drawer|NavLink|Avatar|Divider|Skeleton|Grid|NativeSelect|Textarea|Radio|List|Progress|Timeline|Switch|Stepper|Rating|CopyButton|Code|Indicator|FocusTrap|Notification|Kbd|Space|Container|Image|Accordion|Collapse)[\\/]|@floating-ui[\\/])/;

/**
 * The app's own small modules shared by several signed-in screens (formatting, status labels, badges, list
 * helpers, API hooks, and the icons they show), in one chunk: left to the automatic split they were some 40
 * chunks of 0.1-2 KB, a request apiece before a screen could render. Kept out: modules over 8,000
 * characters and what imports them, what the entry and the
 * sign-in page load (the sign-in page does not pay for signed-in code), and any module that would bring a
 * library along that a screen may not need (zod, the date picker, the map…): a module qualifies only if
 * everything it imports stays within the entry, Mantine's two groups, the icons and our own code.
 */
const SHARED_MODULE_MAX_CHARS = 8_000;

function appSharedChunk(): CodeSplittingNameFunction {
  const always = new Set<string>();
  const verdicts = new Map<string, boolean>();
  const library = /[\\/]node_modules[\\/]/;
  const icon = /[\\/]@tabler[\\/]icons-react[\\/]/;
  // `import { IconX } from '@tabler/icons-react'` statically imports the package's index of 5,000 icons, of
  // which the build keeps the ones named: read the names instead of following the index.
  const iconIndex =
    /[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/](tabler-icons-react|icons[\\/]index)\.mjs$/;
  const iconImports = /import\s*\{([^}]*)\}\s*from\s*["']@tabler\/icons-react["']/g;
  const importsOf = (id: string, ctx: ChunkingContext): string[] => {
    const info = ctx.getModuleInfo(id);
    if (!info) return [];
    const index = info.importedIds.find((imported) => iconIndex.test(imported));
    const direct = info.importedIds.filter((imported) => imported !== index);
    if (!index) return direct;
    const iconsDir = path.join(path.dirname(index).replace(/[\\/]icons$/, ''), 'icons');
    const names = [...(info.code ?? '').matchAll(iconImports)].flatMap((match) =>
      match[1]!.split(',').map((name) => name.trim().split(/\s+as\s+/)[0]!),
    );
    return [...direct, ...names.filter(Boolean).map((name) => path.join(iconsDir, `${name}.mjs`))];
  };
  const closure = (id: string, ctx: ChunkingContext, into: Set<string>) => {
    if (into.has(id)) return;
    into.add(id);
    for (const imported of importsOf(id, ctx)) closure(imported, ctx, into);
  };
  const allowed = (id: string) =>
    !library.test(id) || always.has(id) || icon.test(id) || MANTINE_BASE.test(id) || MANTINE_APP.test(id);
  const qualifies = (id: string, ctx: ChunkingContext): boolean => {
    let verdict = verdicts.get(id);
    if (verdict === undefined) {
      const reached = new Set<string>();
      closure(id, ctx, reached);
      // Only small modules, and none that imports a large one: a large module two screens share (the
      // system log's labels of every metadata key, log-details.ts) would otherwise be downloaded by every
      // signed-in screen (decision 0022).
      verdict = [...reached].every(
        (reachedId) =>
          allowed(reachedId) &&
          (library.test(reachedId) ||
            always.has(reachedId) ||
            (ctx.getModuleInfo(reachedId)?.code?.length ?? 0) <= SHARED_MODULE_MAX_CHARS),
      );
      verdicts.set(id, verdict);
    }
    return verdict;
  };
  const src = path.join(import.meta.dirname, 'src');
  return (id, ctx) => {
    if (always.size === 0) {
      closure(path.join(src, 'web/main.tsx'), ctx, always);
      closure(path.join(src, 'web/features/auth/auth-page.tsx'), ctx, always);
    }
    if (always.has(id) || !(id.startsWith(src) || icon.test(id))) return null;
    return qualifies(id, ctx) ? 'app-shared' : null;
  };
}

export default defineConfig({
  root: 'src/web',
  plugins: [mantineCssPerComponent(), react(), loginRouteBudget(), precompressBuild()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    reportCompressedSize: true,
    // Source maps would publish the sources (decision 0013): production builds have none.
    sourcemap: false,
    // The server reads which chunks each screen needs from it (src/server/platform/web-preload.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'mantine-base', test: MANTINE_BASE, priority: 20 },
            { name: 'mantine-app', test: MANTINE_APP, priority: 10 },
            { name: appSharedChunk(), minShareCount: 2, includeDependenciesRecursively: false, priority: 5 },
          ],
        },
      },
    },
  },
  server: {
    port: 3000,
    strictPort: true,
    proxy: { '/api': apiTarget, '/dev/mailbox': apiTarget },
  },
});
