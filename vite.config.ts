import path from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { mantineCssPerComponent } from './scripts/mantine-css.ts';
import { precompress } from './scripts/precompress.ts';

// The API server listens on DEV_API_PORT during `npm run dev`; Vite serves the SPA on 3000 and proxies.
const apiTarget = `http://127.0.0.1:${process.env.DEV_API_PORT ?? '3001'}`;

/**
 * Prints what the sign-in screen downloads (issue 3 budget: JavaScript under 150 KB and CSS under 40 KB
 * gzipped): the entry chunk, the login screen's chunk and everything they import, and the CSS.
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
      const js = [...wanted].reduce((sum, fileName) => sum + gzip(byName.get(fileName)?.code ?? ''), 0);
      const css = Object.values(bundle)
        .filter((item) => item.type === 'asset' && item.fileName.endsWith('.css'))
        .reduce((sum, item) => sum + gzip(item.type === 'asset' ? item.source : ''), 0);
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
      // BUDGET_DETAIL=1 npm run build lists the chunks.
      if (process.env.BUDGET_DETAIL) {
        for (const fileName of wanted)
          this.info(`  ${fileName} ${kb(gzip(byName.get(fileName)?.code ?? ''))}`);
      }
      const line = `login route: JS ${kb(js)} gzipped in ${wanted.size} chunks, CSS ${kb(css)} gzipped`;
      if (js > BUDGET.js || css > BUDGET.css) this.warn(`${line}: over the budget of 150 KB JS / 40 KB CSS`);
      else this.info(line);
    },
  };
}

/** Brotli and gzip copies of every text file the build wrote (issue 15), served by the server as they are. */
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

export default defineConfig({
  root: 'src/web',
  plugins: [mantineCssPerComponent(), react(), loginRouteBudget(), precompressBuild()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    reportCompressedSize: true,
    // Source maps would publish the sources (issue 15): production builds have none.
    sourcemap: false,
  },
  server: {
    port: 3000,
    strictPort: true,
    proxy: { '/api': apiTarget, '/dev/mailbox': apiTarget },
  },
});
