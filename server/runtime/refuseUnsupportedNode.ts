// Imported first by the entry points, so an unsupported Node is refused in one line before any other module runs.
import { requiredNode, unsupportedNodeMessage } from './nodeVersion.ts';

const problem = unsupportedNodeMessage(process.version, requiredNode(new URL(import.meta.url)));
if (problem) {
  console.error(problem);
  process.exit(1);
}
