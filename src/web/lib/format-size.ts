// The rule lives in src/domain/format.ts, where the system log's sizes use it too.
export { formatFileSize } from '../../domain/format.ts';
