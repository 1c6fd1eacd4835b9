// `npm start` will bring up the embedded private cluster (a home node and two verifiers with a demo catalog)
// and print how to connect an MCP client. Until the node package lands it says so plainly and exits non-zero.
console.error(
  [
    'ainize-mcp: the embedded node is not built yet, so there is nothing to start.',
    'What works today: `npm test` (core byte formats against fixed vectors) and `npm run bench`.',
    'See README.md → "Status" for what is coming next.',
  ].join('\n'),
);
process.exit(1);
