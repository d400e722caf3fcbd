// The system log's public entry: the log's reading, which the bank's view of its clients' activity and the
// weekly ZIP share (docs/architecture.md, 'Feature walls').
export { systemLogReport } from './download.ts';
export { logNamesOf, lookUpLogNames } from './names.ts';
export {
  afterCursor,
  entryColumns,
  entryOf,
  halfIds,
  logOrder,
  pageOf,
  searchHalves,
  userNameColumn,
} from './service.ts';
