/** An ILIKE pattern matching `text` anywhere, with the pattern characters in it taken literally. */
export const containsPattern = (text: string | undefined) => `%${(text ?? "").replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
