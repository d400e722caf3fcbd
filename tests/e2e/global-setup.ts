// The journeys drive the server as `npm start` runs it, from the build in dist/ (decision 0011): build
// whatever is missing or older than its sources, so `npx playwright test` alone tests the current code.
import { spawnSync } from 'node:child_process';

export default function ensureBuild(): void {
  const result = spawnSync(process.execPath, ['scripts/ensure-build.ts'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The build failed.');
}
