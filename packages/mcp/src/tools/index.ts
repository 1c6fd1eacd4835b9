import type { ToolDefinition } from '../tools-kit/index.js';
import { applyKnowledge, removeKnowledge } from './apply-remove.js';
import { buy } from './buy.js';
import type { ServerContext } from './context.js';
import { createTrainingSet } from './create-training-set.js';
import { downloadLessonTool } from './download-lesson.js';
import { familyTree } from './family-tree.js';
import { getKnowledge } from './get-knowledge.js';
import { getTrainingSet } from './get-training-set.js';
import { jobCancel, jobList, jobStatus } from './jobs.js';
import { knowledgeSignals } from './knowledge-signals.js';
import { liveTest } from './live-test.js';
import { myLibrary } from './my-library.js';
import { nodeStatus } from './node-status.js';
import { publishKnowledge } from './publish-knowledge.js';
import { quote } from './quote.js';
import { reconcilePurchaseTool } from './reconcile-purchase.js';
import { searchKnowledge } from './search-knowledge.js';
import { teach } from './teach.js';
import { teachPreflight } from './teach-preflight.js';
import { teacherProfile } from './teacher-profile.js';

export { combinedScrubber, type ServerContext } from './context.js';
export { jobView } from './job-view.js';

/** Every tool of this build, in the order tools/list shows them. */
export const TOOLS: readonly ToolDefinition<ServerContext>[] = [
  searchKnowledge,
  getKnowledge,
  familyTree,
  getTrainingSet,
  nodeStatus,
  myLibrary,
  knowledgeSignals,
  teacherProfile,
  liveTest,
  jobStatus,
  jobList,
  jobCancel,
  createTrainingSet,
  teachPreflight,
  teach,
  downloadLessonTool,
  applyKnowledge,
  removeKnowledge,
  publishKnowledge,
  quote,
  buy,
  reconcilePurchaseTool,
];
