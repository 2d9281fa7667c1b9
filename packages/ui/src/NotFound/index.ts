export type { NotFoundLabels } from './labels';
export { NotFound, type NotFoundProps } from './NotFound';
