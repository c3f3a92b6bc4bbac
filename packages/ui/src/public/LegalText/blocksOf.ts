/** One block of a plain-text document: an optional heading line and its paragraph. */
export interface TextBlock {
  heading?: string;
  body: string;
}

/** A first line this short, with more lines under it, reads as the block's heading. */
const HEADING_MAX_LENGTH = 60;

/**
 * Splits plain text (as stored in a setting) into blocks: an empty line separates two blocks; a
 * block whose first line is short and followed by more text gets that line as its heading.
 * Text only — nothing is ever interpreted as HTML.
 */
export function blocksOf(text: string): TextBlock[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      const [first = '', ...rest] = block.split('\n');
      const body = rest.join('\n').trim();
      return first.length <= HEADING_MAX_LENGTH && body
        ? { heading: first.trim(), body }
        : { body: block };
    });
}
