import { Box, ScrollArea } from '@mantine/core';
import { type CSSProperties, useEffect, useMemo, useRef } from 'react';
import { type ConfigTokenKind, tokenizeConfig } from './tokenize';

export type ConfigViewerProps = {
  /** The configuration text. */
  text: string;
  /** Height of the scrolling body; grows with the content when omitted. */
  maxHeight?: number;
  /** Line numbers left of the text (default shown). */
  lineNumbers?: boolean;
  /** A 1-based line to mark and scroll into view (the line a finding or a link points at). */
  focusLine?: number;
};

/** Colours of the token kinds; plain text keeps the body colour. */
export const TOKEN_STYLES: Record<ConfigTokenKind, CSSProperties | undefined> = {
  comment: { color: 'var(--mantine-color-dimmed)', fontStyle: 'italic' },
  keyword: { color: 'var(--mantine-color-blue-text)', fontWeight: 600 },
  interface: { color: 'var(--mantine-color-grape-text)' },
  ip: { color: 'var(--mantine-color-teal-text)' },
  number: { color: 'var(--mantine-color-orange-text)' },
  text: undefined,
};

const preStyle: CSSProperties = {
  margin: 0,
  fontFamily: 'var(--mantine-font-family-monospace)',
  fontSize: 'var(--mantine-font-size-xs)',
  lineHeight: 1.5,
};

const numberStyle: CSSProperties = {
  display: 'inline-block',
  width: '3.5rem',
  paddingRight: '0.75rem',
  textAlign: 'right',
  color: 'var(--mantine-color-dimmed)',
  userSelect: 'none',
};

/** A device configuration with IOS-style syntax highlighting and line numbers. */
const focusStyle: CSSProperties = {
  background: 'var(--mantine-color-yellow-light)',
  boxShadow: 'inset 3px 0 0 var(--mantine-color-yellow-filled)',
};

export function ConfigViewer({ text, maxHeight, lineNumbers = true, focusLine }: ConfigViewerProps) {
  const lines = useMemo(() => tokenizeConfig(text), [text]);
  const focused = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The marked line is brought into the middle of the view once the text is there.
    if (focusLine !== undefined) focused.current?.scrollIntoView?.({ block: 'center' });
  }, [focusLine, lines]);
  const body = (
    <pre style={preStyle} data-testid="config-viewer">
      {lines.map((tokens, index) => (
        <div
          key={index}
          ref={index + 1 === focusLine ? focused : undefined}
          data-line={index + 1}
          data-focused={index + 1 === focusLine ? true : undefined}
          style={{
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-all',
            ...(index + 1 === focusLine ? focusStyle : undefined),
          }}
        >
          {lineNumbers && <span style={numberStyle}>{index + 1}</span>}
          {tokens.map((token, position) => (
            <span
              key={position}
              data-token={token.kind === 'text' ? undefined : token.kind}
              style={TOKEN_STYLES[token.kind]}
            >
              {token.text}
            </span>
          ))}
        </div>
      ))}
    </pre>
  );
  return (
    <Box
      p="xs"
      style={{
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-sm)',
        background: 'var(--mantine-color-default-hover)',
      }}
    >
      {maxHeight !== undefined ? (
        <ScrollArea.Autosize mah={maxHeight} type="auto">
          {body}
        </ScrollArea.Autosize>
      ) : (
        body
      )}
    </Box>
  );
}
