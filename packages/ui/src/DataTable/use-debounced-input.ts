import { useCallback, useEffect, useRef, useState } from 'react';

const INPUT_DEBOUNCE_MS = 200;

/** Keeps a text input responsive: local value at once, committed after a pause; follows outside changes. */
export function useDebouncedInput(value: string, commit: (value: string) => void) {
  const [input, setInput] = useState(value);
  const committed = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const commitRef = useRef(commit);
  commitRef.current = commit;
  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setInput(value);
    }
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onChange = useCallback((next: string) => {
    setInput(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      committed.current = next;
      commitRef.current(next);
    }, INPUT_DEBOUNCE_MS);
  }, []);
  return [input, onChange] as const;
}
