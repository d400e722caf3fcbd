// The assignment's background jobs, which workers.ts runs, and the hook a new order calls when orders are
// assigned automatically (docs/rules/assignment.md, 'New orders').
export {
  ASSIGNMENT_BATCH_JOB,
  assignmentBatchJobHandler,
  AUTO_ASSIGNMENT_JOB,
  autoAssignmentJobHandler,
  queueAutoAssignment,
} from './batch.ts';
// The condition for who takes new work, which the bank's auditor directory applies too.
export { takesNewWork } from './available-auditors.ts';
