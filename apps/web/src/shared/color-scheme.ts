/**
 * Where the chosen colour scheme (`light`, `dark`, `auto`) is remembered, per browser. Read by Mantine's
 * local-storage manager (main.tsx) and by the script that colours the app shell before the first paint
 * (vite/color-scheme-boot.ts), so it lives in a file without imports.
 */
export const COLOR_SCHEME_STORAGE_KEY = 'lne-color-scheme';
