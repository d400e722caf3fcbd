import type { Linter } from 'eslint';

/** The web app's feature walls for the tree whose src/web is under `root` (eslint-web-walls.js). */
export function webWalls(root: string): Linter.Config[];
