// `import.meta.env.DEV` (Vite's): true in the development build (the package's `development` export condition) and in
// every Vite dev server and test run; the production build replaces it with `false`, and the bundler drops what it
// guards. A declaration file, so the published declarations carry no global of ours.
/// <reference types="vite/client" />
