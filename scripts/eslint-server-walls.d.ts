import type { Linter } from 'eslint';

/** The server's feature walls for the tree whose src/server is under `root` (eslint-server-walls.js). */
export function serverWalls(root: string): Linter.Config[];
