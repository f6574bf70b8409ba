import { shellMessages as m } from './messages';

/**
 * The app shell of index.html, drawn by React while the signed-in frame's code loads, so the page the browser
 * painted first stays as it is until the frame replaces it. Its styles are the inline ones of index.html
 * (classes `lne-boot*`); BootShell.test.tsx keeps both the same.
 */
export function BootShell() {
  return (
    <div className="lne-boot" data-testid="boot-shell">
      <header className="lne-boot-header">
        <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
          <line x1="6" y1="20" x2="14" y2="7" stroke="currentColor" strokeWidth="2" />
          <line x1="14" y1="7" x2="22" y2="20" stroke="currentColor" strokeWidth="2" />
          <line x1="6" y1="20" x2="22" y2="20" stroke="currentColor" strokeWidth="2" />
          <circle cx="14" cy="7" r="4" fill="#228be6" />
          <circle cx="6" cy="20" r="4" fill="#12b886" />
          <circle cx="22" cy="20" r="4" fill="#fab005" />
        </svg>
        LNE
      </header>
      <div className="lne-boot-bar" role="progressbar" aria-label={m.loading} />
      <main className="lne-boot-main">{m.loadingApp}</main>
      <footer className="lne-boot-footer">lightweight network explorer</footer>
    </div>
  );
}
