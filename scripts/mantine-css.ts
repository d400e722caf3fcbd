// Each screen brings the styles of the Mantine components it uses, instead of one 250 KB
// stylesheet with all of them before the first paint (decision 0013). Every Mantine component's class-name
// module (`components/Button/Button.module.mjs`) gets an import of that component's stylesheet
// (`@mantine/core/styles/Button.css`), so the CSS travels in the same chunk as the component's code, and
// Vite loads it with that chunk. Stylesheets of later chunks arrive after earlier ones, so their order no
// longer follows Mantine's: each file is put in a cascade layer of its own, and a <style> at the top of
// index.html declares all layers in the order of Mantine's full styles.css (the CSP allows inline styles;
// Mantine sets its own that way). The cascade is then Mantine's whatever order the files load in; our own unlayered styles
// (and those of the other @mantine packages) still win over all of them, as they did.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const STYLES_DIR = path.join(path.dirname(require.resolve('@mantine/core/styles.css')), 'styles');
const FULL = readFileSync(path.join(STYLES_DIR, '..', 'styles.css'), 'utf8');
// utils/InlineInput is the label layout of Checkbox, Radio and Switch: without it their labels fall below the box.
const COMPONENT_MODULE =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/](?:components|utils)[\\/].*[\\/](\w+)\.module\.mjs$/;
const STYLESHEET = /[\\/]@mantine[\\/]core[\\/]styles[\\/](\w|-)+\.css$/;

/** Mantine's stylesheets in the order of its full styles.css (where the first rule of each appears). */
function layerOrder(): string[] {
  const files = readdirSync(STYLES_DIR).filter(
    (file) => file.endsWith('.css') && !file.endsWith('.layer.css'),
  );
  const position = new Map(
    files.map((file) => {
      const text = readFileSync(path.join(STYLES_DIR, file), 'utf8').trim();
      const at = FULL.indexOf(text.slice(0, Math.min(text.length, 200)));
      if (at < 0) throw new Error(`@mantine/core/styles/${file} is not part of styles.css`);
      return [file, at];
    }),
  );
  return files.sort((a, b) => position.get(a)! - position.get(b)!);
}

const layerName = (file: string) => `mantine-${path.basename(file, '.css')}`;

export function mantineCssPerComponent(): Plugin {
  const order = layerOrder();
  if (order[0] !== 'baseline.css') throw new Error('Mantine no longer starts its styles with baseline.css');
  let isBuild = true;
  return {
    name: 'mantine-css-per-component',
    enforce: 'pre',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    transform(code, id) {
      // The dev server serves Mantine pre-bundled, past this plugin: there baseline.css brings all styles.
      if (!isBuild)
        return id.split('?')[0]!.endsWith('/styles/baseline.css') ? { code: FULL, map: null } : null;
      const cleanId = id.split('?')[0]!;
      const component = COMPONENT_MODULE.exec(cleanId)?.[1];
      if (component) {
        if (!existsSync(path.join(STYLES_DIR, `${component}.css`))) return null;
        return { code: `import '@mantine/core/styles/${component}.css';\n${code}`, map: null };
      }
      if (STYLESHEET.test(cleanId) && !id.includes('?'))
        return { code: `@layer ${layerName(path.basename(cleanId))} {\n${code}\n}\n`, map: null };
      return null;
    },
    // The order of the layers, before any stylesheet: the first mention of a layer fixes its place.
    transformIndexHtml() {
      if (!isBuild) return [];
      return [
        {
          tag: 'style',
          attrs: { 'data-mantine-layers': '' },
          children: `@layer ${order.map(layerName).join(', ')};`,
          injectTo: 'head-prepend',
        },
      ];
    },
  };
}
