// The kit's shared styles, each in a module of its own: a bundler keeps only those a component uses
// (a css\`\` call is not something it can drop from a module it keeps).
export { componentRoot } from './componentRoot';
export { primaryButton } from './primaryButton';
export { secondaryButton } from './secondaryButton';
export { visuallyHidden } from './visuallyHidden';
