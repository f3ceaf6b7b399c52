// Styles imported for their side effect (fonts): esbuild bundles them into the page's CSS.
declare module '*.css';
