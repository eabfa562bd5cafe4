// Stylesheets are bundled by the apps' Vite build.
declare module '*.css';
