import { shellMessages as m } from './messages';
import classes from './SkipLink.module.css';

/**
 * The first stop of the Tab key: "Skip to main content", hidden until focused. It moves the focus to the page
 * itself (the element with `target` as id), past the top bar's menus.
 */
export function SkipLink({ target }: { target: string }) {
  return (
    <a
      className={classes.link}
      href={`#${target}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(target)?.focus();
      }}
    >
      {m.skipToContent}
    </a>
  );
}
