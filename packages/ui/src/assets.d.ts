// Font files imported by the kit resolve to their URL in the app's bundler (Vite emits them as assets).
declare module '*.woff2' {
  const url: string;
  export default url;
}
