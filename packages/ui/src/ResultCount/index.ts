export { type ResultCountLabels, resultCountLabels } from './labels';
export { ResultCount, type ResultCountProps } from './ResultCount';
