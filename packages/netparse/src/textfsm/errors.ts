/** A template that TextFSM would refuse: bad syntax, a regex that does not compile, a missing state. */
export class TextFsmTemplateError extends Error {
  constructor(
    /** What is wrong, without the position. */
    readonly reason: string,
    /** 1-based line of the template, when the error belongs to one line. */
    readonly line?: number,
    /** That line's text. */
    readonly lineText?: string,
    /** The template's name (file name in an index), when known. */
    readonly template?: string,
  ) {
    super(TextFsmTemplateError.format(reason, line, lineText, template));
    this.name = 'TextFsmTemplateError';
  }

  private static format(reason: string, line?: number, lineText?: string, template?: string): string {
    const where = [template, line !== undefined ? `line ${line}` : undefined].filter(Boolean).join(', ');
    const text = lineText !== undefined ? `: ${lineText.trim()}` : '';
    return where ? `${reason} (${where}${text})` : reason;
  }

  /** The same error, naming the template it comes from. */
  withTemplate(template: string): TextFsmTemplateError {
    return new TextFsmTemplateError(this.reason, this.line, this.lineText, template);
  }
}

/** Raised when an input line reaches a rule whose action is `Error`. */
export class TextFsmError extends Error {
  constructor(
    /** The rule's message (the quoted text or word after `Error`), or undefined for a bare `Error`. */
    readonly errorMessage: string | undefined,
    /** 1-based line of the input that reached the rule. */
    readonly inputLine: number,
    /** That input line (as matched: at most `MAX_LINE_LENGTH` characters). */
    readonly inputText: string,
    /** 1-based template line of the `Error` rule. */
    readonly templateLine: number,
  ) {
    const shown = inputText.length > 200 ? `${inputText.slice(0, 200)}…` : inputText;
    super(
      `${errorMessage !== undefined ? `Error: ${errorMessage}` : 'State Error raised'}. Rule line: ${templateLine}. Input line ${inputLine}: ${shown}`,
    );
    this.name = 'TextFsmError';
  }
}

/** An ntc-templates index that cannot be read, or a template it names that cannot be loaded. */
export class TemplateIndexError extends Error {
  constructor(
    readonly reason: string,
    /** 1-based line of the index file, when the error belongs to one line. */
    readonly line?: number,
  ) {
    super(line !== undefined ? `${reason} (index line ${line})` : reason);
    this.name = 'TemplateIndexError';
  }
}
