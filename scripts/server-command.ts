// How `npm start` and `npm run serve` run the server (package.json; decision 0011), for the browser journeys
// and the benchmarks to run it the same way: the bundle in dist/server, a small young generation (decision
// 0002), and glibc returning freed memory to the system.
export const SERVER_ENTRY = 'dist/server/main.js';
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8'];
export const SERVER_ENV = { MALLOC_TRIM_THRESHOLD_: '131072' };
