// The journeys drive the server as `npm start` runs it, from the build in dist/ (decision 0011): build
// whatever is missing or older than its sources, so `npx playwright test` alone tests the current code.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export default function ensureBuild(): void {
  const script = path.resolve(import.meta.dirname, '../../scripts/ensure-build.ts');
  const result = spawnSync(process.execPath, [script], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The build failed.');
}
