export { checkingRequests } from './gate.js';
export { bodyRefusal, parseErrorFrame, readMessage, readText, type Reading } from './read-message.js';
export { notificationProblem, paramsRefusal, unknownMethod } from './request-check.js';
